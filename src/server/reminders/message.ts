/**
 * The reminder (issue #28), message kind 'reminder': one text, by mail now and by Web Push later
 * (the same title, body and link). `reminderMessage` holds the choir's own information only (the
 * choir, the event, its deadline), never another member's, so it is fit for a child and for a
 * parent's copy. `reminderMail` puts the member's greeting and answer links around it.
 */
import type { EVENT_ANSWERS } from '../../lib/messages-events.ts';
import { eventAnswerLink } from '../../lib/messages-events.ts';
import { reminders as rm } from '../../lib/messages-reminders.ts';
import { answerLinks } from '../events/notify.ts';
import type { EventRow } from '../events/present.ts';
import { dayText, whenText } from '../events/time.ts';

export const REMINDER_KIND = 'reminder';

export interface ReminderMessage {
  kind: typeof REMINDER_KIND;
  title: string;
  body: string;
  /** The event in the members area. */
  url: string;
}

export function reminderMessage(
  event: Pick<EventRow, 'id' | 'title' | 'startsAt' | 'endsAt' | 'answerBy'>,
  choir: string,
  siteUrl: string,
): ReminderMessage {
  const when = whenText(event.startsAt, event.endsAt);
  return {
    kind: REMINDER_KIND,
    title: rm.title(event.title, when),
    body: rm.body({
      choir,
      title: event.title,
      when,
      answerBy: event.answerBy ? dayText(event.answerBy) : null,
    }),
    url: `${siteUrl}/cont/evenimente?event=${event.id}`,
  };
}

/** The reminder as a mail to one member: subject, greeting, body, answer links, the event's link. */
export function reminderMail(
  message: ReminderMessage,
  member: {
    name: string;
    maybe: boolean;
    answerUrl: (answer: keyof typeof EVENT_ANSWERS) => string;
  },
) {
  const lines = [
    rm.mailGreeting(member.name),
    '',
    message.body,
    ...(member.maybe ? [rm.mailMaybe] : []),
    '',
    eventAnswerLink.mailIntro,
    ...answerLinks(member.answerUrl),
    '',
    eventAnswerLink.mailAccount,
    message.url,
  ];
  return { subject: message.title, text: lines.join('\n') };
}
