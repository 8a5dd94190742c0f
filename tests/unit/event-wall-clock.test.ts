/**
 * wallClock (src/server/events/time.ts) remembers Bucharest's offset per quarter hour of UTC: it
 * must read every moment as Intl reads it, across the changes of summer time and back.
 */
import { describe, expect, test } from 'vitest';
import { EVENT_TIME_ZONE } from '../../src/lib/schemas/event.ts';
import { wallClock } from '../../src/server/events/time.ts';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function byIntl(at: Date) {
  const p = Object.fromEntries(intl.formatToParts(at).map((part) => [part.type, part.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

describe('wallClock', () => {
  test.each([
    ['2026-03-29T00:59:59Z', '2026-03-29', '02:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29', '04:00'],
    ['2026-10-25T00:59:59Z', '2026-10-25', '03:59'],
    ['2026-10-25T01:00:00Z', '2026-10-25', '03:00'],
    ['2026-12-31T22:30:00Z', '2027-01-01', '00:30'],
    ['1969-07-20T20:17:40Z', '1969-07-20', '22:17'],
  ])('reads %s as %s %s', (iso, date, time) => {
    expect(wallClock(new Date(iso))).toEqual({ date, time });
  });

  test('reads every moment of two years as Intl does, seconds included', () => {
    const differing: string[] = [];
    const end = Date.parse('2028-01-01T00:00:00Z');
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < end; t += 11 * 60_000 + 7_000) {
      const at = new Date(t);
      const ours = wallClock(at);
      const theirs = byIntl(at);
      if (ours.date !== theirs.date || ours.time !== theirs.time) differing.push(at.toISOString());
    }
    expect(differing).toEqual([]);
  });
});
