/**
 * Event moments as Bucharest reads them: the wall-clock date and time the form shows, and the long
 * Romanian wording of the mails. Moments are stored in UTC (ARCHITECTURE: Time).
 */
import { bucharestMoment, EVENT_TIME_ZONE } from '../../lib/schemas/event.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Bucharest's offset from UTC is whole minutes and changes only on a quarter hour of UTC (at 01:00
 * UTC, twice a year): asked of Intl once per quarter hour (about 12 µs) and remembered, since
 * every event of every calendar answer needs two wall clocks.
 */
const QUARTER_MS = 15 * 60 * 1000;
const offsets = new Map<number, number>();
const OFFSETS_KEPT = 100_000;

function offsetAt(at: Date): number {
  const quarter = Math.floor(at.getTime() / QUARTER_MS);
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_MS;
    const p = Object.fromEntries(
      parts.formatToParts(new Date(start)).map((part) => [part.type, Number(part.value)]),
    );
    const wall = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute);
    offset = wall - start;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

/** Bucharest's date (YYYY-MM-DD) and time (HH:MM) of a moment. */
export function wallClock(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + offsetAt(at)).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The YYYY-MM-DD day `days` after (before, when negative) a YYYY-MM-DD day. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day after a YYYY-MM-DD day. */
export const nextDay = (day: string) => addDays(day, 1);

/** The first moment of a Bucharest day. */
export const startOfDay = (day: string) => bucharestMoment(day, '00:00');

/** `days` whole days before a moment. */
export const daysBefore = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS);

const longDay = new Intl.DateTimeFormat('ro-RO', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "marți, 1 decembrie 2026": a Bucharest day (an answer-by day, issue #28). */
export const dayText = (day: string) => longDay.format(startOfDay(day));

/** The moment an answer-by day ends: answers are asked for by then (they are still taken after). */
export const answerDeadline = (day: string) => startOfDay(nextDay(day));

/** "joi, 3 decembrie 2026, 18:00–20:00", or both days when it ends on another day. */
export function whenText(start: Date, end: Date): string {
  const a = wallClock(start);
  const b = wallClock(end);
  if (a.date === b.date) return `${longDay.format(start)}, ${a.time}–${b.time}`;
  return `${longDay.format(start)}, ${a.time} – ${longDay.format(end)}, ${b.time}`;
}
