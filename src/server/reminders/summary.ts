/**
 * The conductors' summary the day before a rehearsal (issue #28): per voice part (in the
 * library's order, then 'Fără voce'), how many members are expected: Particip, by default
 * (counted present, no answer), Poate, no answer, Nu particip. Each conductor gets it once: the
 * row (event, conductor, 'summary') is inserted with `on conflict do nothing returning` and the
 * mails of the rows got back queued in the same transaction.
 */
import { and, asc, eq } from 'drizzle-orm';
import { reminders as rm } from '../../lib/messages-reminders.ts';
import { notBlocked } from '../blocked.ts';
import type { Tx } from '../db/client.ts';
import { eventAnswers, eventReminders, libraryTerms, memberships, users } from '../db/schema.ts';
import type { EventRow } from '../events/present.ts';
import { whenText } from '../events/time.ts';
import { queueMail } from '../services/outbox.ts';
import { answerTo, singersOf } from './send.ts';

type Counts = { yes: number; byDefault: number; maybe: number; none: number; no: number };

/** Who is expected, per voice part id (null: no part), as the summary counts them. */
async function countsByPart(tx: Tx, event: EventRow, choirId: number) {
  const rows = await tx
    .select({
      part: memberships.voicePart,
      answer: eventAnswers.answer,
      countedPresent: users.countedPresent,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(eventAnswers, answerTo(event.id))
    .where(singersOf(choirId));
  const parts = new Map<number | null, Counts>();
  for (const row of rows) {
    const counts = parts.get(row.part) ?? { yes: 0, byDefault: 0, maybe: 0, none: 0, no: 0 };
    if (row.answer) counts[row.answer]++;
    else if (row.countedPresent) counts.byDefault++;
    else counts.none++;
    parts.set(row.part, counts);
  }
  return parts;
}

/** Mails the summary to each conductor of the choir not told yet; returns how many were mailed. */
export async function sendSummary(
  tx: Tx,
  event: EventRow & { choirId: number },
  siteUrl: string,
): Promise<number> {
  const conductors = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.choirId, event.choirId),
        eq(memberships.isConfirmed, true),
        eq(memberships.isConductor, true),
        notBlocked,
      ),
    )
    .orderBy(asc(users.id));
  if (!conductors.length) return 0;
  const recorded = await tx
    .insert(eventReminders)
    .values(conductors.map((c) => ({ eventId: event.id, userId: c.id, kind: 'summary' as const })))
    .onConflictDoNothing()
    .returning({ userId: eventReminders.userId });
  const fresh = new Set(recorded.map((row) => row.userId));
  const told = conductors.filter((c) => fresh.has(c.id));
  if (!told.length) return 0;
  const counts = await countsByPart(tx, event, event.choirId);
  const voices = await tx
    .select({ id: libraryTerms.id, name: libraryTerms.name })
    .from(libraryTerms)
    .where(eq(libraryTerms.kind, 'voice'))
    .orderBy(asc(libraryTerms.position), asc(libraryTerms.id));
  const lines = [...voices, { id: null, name: rm.summaryNoPart }].flatMap((part) => {
    const c = counts.get(part.id);
    return c ? [rm.summaryPart(part.name, rm.summaryCounts(c))] : [];
  });
  const when = whenText(event.startsAt, event.endsAt);
  const link = `${siteUrl}/cont/evenimente?event=${event.id}`;
  await queueMail(
    tx,
    told.map((c) => ({
      to: c.email,
      subject: rm.summarySubject(event.title, when),
      text: [
        rm.summaryIntro(c.firstName, event.title, when),
        ...lines,
        '',
        rm.summaryLink,
        link,
      ].join('\n'),
    })),
    'bulk',
  );
  return told.length;
}
