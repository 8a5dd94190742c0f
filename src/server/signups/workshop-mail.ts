/**
 * The person's confirmation of a workshop sign-up (issue #23): what, when and where for each
 * chosen workshop, and the same as a calendar file (.ics, the members' feed's writer) attached,
 * so a parent adds the session to their phone's calendar with one tap.
 */
import { formatDate } from '../../lib/dates.ts';
import { WORKSHOP_MINUTES } from '../../lib/limits.ts';
import { site } from '../../lib/messages.ts';
import { workshopSignup as m } from '../../lib/messages-workshops.ts';
import { bucharestMoment } from '../../lib/schemas/event.ts';
import { calendar } from '../events/ical.ts';
import type { SignupMail } from './submit.ts';
import type { ChosenWorkshop } from './workshops.ts';

/** '15 noiembrie 2025, ora 10:00' */
export const workshopWhen = (w: ChosenWorkshop) =>
  m.when(formatDate(`${w.date}T12:00:00Z`), w.hour);

/** The chosen workshops as a VCALENDAR, one VEVENT each, its UID unique to this sign-up. */
function workshopCalendar(chosen: ChosenWorkshop[], signupId: number, siteUrl: string) {
  const host = new URL(siteUrl).hostname;
  const now = new Date();
  return calendar({
    prodId: `-//${host}//Ateliere//RO`,
    name: `${m.calendarName} ${site.name}`,
    events: chosen.map((w) => {
      const start = bucharestMoment(w.date, w.hour);
      return {
        uid: `workshop-${w.id}-signup-${signupId}@${host}`,
        start,
        end: new Date(start.getTime() + WORKSHOP_MINUTES * 60_000),
        modified: now,
        summary: w.title,
        location: w.location,
        description: w.description,
        category: m.calendarCategory,
        url: `${siteUrl}/ateliere`,
      };
    }),
  });
}

export function workshopConfirmation(
  name: string,
  chosen: ChosenWorkshop[],
  signupId: number,
  siteUrl: string,
): SignupMail {
  const lines = chosen.map((w) =>
    m.mailWorkshop(w.title, workshopWhen(w), w.location || m.placeToCome),
  );
  return {
    subject: m.mailSubject,
    text: m.mailBody(name, lines),
    attachments: [
      {
        filename: m.icsFilename,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(workshopCalendar(chosen, signupId, siteUrl)).toString('base64'),
      },
    ],
  };
}
