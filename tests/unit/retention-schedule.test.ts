import { describe, expect, test } from 'vitest';
import { bucharestDayHour } from '../../src/server/retention/schedule.ts';

describe('bucharestDayHour', () => {
  test.each([
    // Winter (UTC+2) and summer (UTC+3): the day turns at 22:00 or 21:00 UTC.
    ['2026-01-15T00:59:00Z', '2026-01-15', 2],
    ['2026-01-14T22:00:00Z', '2026-01-15', 0],
    ['2026-07-14T21:30:00Z', '2026-07-15', 0],
    ['2026-07-15T00:00:00Z', '2026-07-15', 3],
  ])('reads %s as the Bucharest day %s, hour %i', (iso, day, hour) => {
    expect(bucharestDayHour(new Date(iso))).toEqual({ day, hour });
  });
});
