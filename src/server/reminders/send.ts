/**
 * Who a reminder reaches and its mails (issue #28): the approved members of the event's choir who
 * take part (blocked accounts, suspended children and conductors apart, as the announcement's,
 * events/notify.ts) and who have not answered or answered 'Poate'; a member counted present by
 * default who has not answered is not asked. Each one reminded is recorded in event_reminders in
 * the caller's transaction, with the notifications, by mail or push as each member chose
 * (notifications/deliver.ts: a managed child's go to their parents).
 */
import { and, asc, eq, isNull, not, or } from 'drizzle-orm';
import { notBlocked } from '../blocked.ts';
import { takesPartSql } from '../consents/state.ts';
import type { Db, Tx } from '../db/client.ts';
import { choirs, eventAnswers, eventReminders, memberships, users } from '../db/schema.ts';
import { answerLinkUrl, signAnswerToken } from '../events/answer-link.ts';
import type { EventRow } from '../events/present.ts';
import { notify } from '../notifications/deliver.ts';
import { reminderMail, reminderMessage } from './message.ts';

/** The choir's approved singers who take part: blocked accounts, suspended children, conductors apart. */
export const singersOf = (choirId: number) =>
  and(
    eq(memberships.choirId, choirId),
    eq(memberships.isConfirmed, true),
    not(memberships.isConductor),
    notBlocked,
    takesPartSql(),
  );

/** Joins a member's answer to `eventId`, if any. */
export const answerTo = (eventId: number) =>
  and(eq(eventAnswers.eventId, eventId), eq(eventAnswers.userId, memberships.userId));

export function remindedMembers(db: Pick<Db, 'select'>, eventId: number, choirId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      answer: eventAnswers.answer,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(eventAnswers, answerTo(eventId))
    .where(
      and(
        singersOf(choirId),
        or(
          eq(eventAnswers.answer, 'maybe'),
          and(isNull(eventAnswers.answer), not(users.countedPresent)),
        ),
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id));
}

export type RemindedMember = Awaited<ReturnType<typeof remindedMembers>>[number];

/**
 * Records the reminder of `members` and queues their notifications. `onlyOnce`: the job's way, each
 * member at most once (the rows already there, of this run or another process's, are skipped);
 * otherwise (the conductor's by hand) every one of them is mailed, and recorded so the job does
 * not remind them again. Returns how many were reminded.
 */
export async function sendReminders(
  tx: Tx,
  event: EventRow & { choirId: number },
  members: RemindedMember[],
  site: { siteUrl: string; secret: string },
  onlyOnce: boolean,
): Promise<number> {
  if (!members.length) return 0;
  const recorded = await tx
    .insert(eventReminders)
    .values(members.map((m) => ({ eventId: event.id, userId: m.id, kind: 'reminder' as const })))
    .onConflictDoNothing()
    .returning({ userId: eventReminders.userId });
  const fresh = new Set(recorded.map((row) => row.userId));
  const mailed = onlyOnce ? members.filter((m) => fresh.has(m.id)) : members;
  if (!mailed.length) return 0;
  const [choir] = await tx
    .select({ name: choirs.name })
    .from(choirs)
    .where(eq(choirs.id, event.choirId));
  const message = reminderMessage(event, choir?.name ?? '', site.siteUrl);
  await notify(tx, 'reminder', mailed, (m) => {
    const token = signAnswerToken(site.secret, m.id, event.id);
    const mail = reminderMail(message, {
      name: `${m.firstName} ${m.lastName}`.trim(),
      maybe: m.answer === 'maybe',
      answerUrl: (answer) => answerLinkUrl(site.siteUrl, token, answer),
    });
    return { ...message, mailText: mail.text };
  });
  return mailed.length;
}
