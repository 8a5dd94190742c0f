import { CalendarDate } from '@internationalized/date';
import { describe, expect, test } from 'vitest';
import { timeRange, whenText } from '../../src/islands/members/calendar/event-text.ts';
import {
  countByDay,
  eventsOnDay,
  firstEventDay,
  monthWindow,
} from '../../src/islands/members/calendar/month-window.ts';
import { TIME_OPTIONS } from '../../src/islands/members/calendar/time-options.ts';
import {
  EVENT_TYPE_OPTIONS,
  eventTypeClass,
  eventTypeCode,
  eventTypeName,
} from '../../src/lib/event-types.ts';
import { EVENT_TYPES, EVENT_WINDOW_MAX_DAYS } from '../../src/lib/limits.ts';
import { calendar } from '../../src/lib/messages-calendar.ts';

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;

describe('monthWindow', () => {
  test.each([
    // November 2026 starts on a Sunday: the grid opens on Monday 26 October.
    [new CalendarDate(2026, 11, 24), '2026-10-26', '2026-12-06'],
    // February 2027 starts on a Monday and ends on a Sunday: exactly 4 weeks.
    [new CalendarDate(2027, 2, 10), '2027-02-01', '2027-02-28'],
    // March 2026 starts on a Sunday and has 31 days: 6 weeks.
    [new CalendarDate(2026, 3, 1), '2026-02-23', '2026-04-05'],
    // Across a year: December 2026 ends on a Thursday.
    [new CalendarDate(2026, 12, 31), '2026-11-30', '2027-01-03'],
  ])('returns the Monday-to-Sunday grid of the month of %s', (date, from, to) => {
    expect(monthWindow(date)).toEqual({ from, to });
  });

  test('returns whole weeks, at most 42 days, within the API limit', () => {
    for (let month = 1; month <= 24; month++) {
      const date = new CalendarDate(2026, 1, 1).add({ months: month - 1 });
      const { from, to } = monthWindow(date);
      const length = days(from, to);
      expect(length % 7).toBe(0);
      expect(length).toBeLessThanOrEqual(Math.min(42, EVENT_WINDOW_MAX_DAYS));
      expect(new Date(`${from}T12:00:00Z`).getUTCDay()).toBe(1);
    }
  });

  test('returns the same window for every day of a month', () => {
    expect(monthWindow(new CalendarDate(2026, 11, 1))).toEqual(
      monthWindow(new CalendarDate(2026, 11, 30)),
    );
  });
});

const event = (id: number, startDate: string, endDate: string, startTime = '18:00') => ({
  id,
  startDate,
  endDate,
  start: `${startDate}T${startTime}:00.000Z`,
});

describe('eventsOnDay', () => {
  const list = [
    event(1, '2026-12-03', '2026-12-03', '18:00'),
    event(2, '2026-12-02', '2026-12-04', '09:00'),
    event(3, '2026-12-03', '2026-12-03', '08:00'),
    event(4, '2026-12-05', '2026-12-05'),
  ];

  test('returns the events touching the day, multi-day ones included, by start', () => {
    expect(eventsOnDay(list, new CalendarDate(2026, 12, 3)).map((e) => e.id)).toEqual([2, 3, 1]);
  });

  test('returns nothing for a day without events', () => {
    expect(eventsOnDay(list, new CalendarDate(2026, 12, 6))).toEqual([]);
  });
});

describe('firstEventDay', () => {
  const event = (startDate: string, endDate = startDate) => ({ startDate, endDate, start: '' });
  test.each([
    [
      'the first day of the month that holds an event',
      [event('2026-12-17'), event('2026-12-03')],
      '2026-12-03',
    ],
    [
      'the 1st for an event that began the month before',
      [event('2026-11-29', '2026-12-02')],
      '2026-12-01',
    ],
    ['none when the month has no event', [event('2026-11-30'), event('2027-01-01')], null],
  ])('returns %s', (_, events, expected) => {
    expect(firstEventDay(events, new CalendarDate(2026, 12, 20))?.toString() ?? null).toBe(
      expected,
    );
  });
});

describe('whenText', () => {
  test('returns the weekday, the day and the hours in Bucharest', () => {
    expect(whenText({ start: '2026-12-03T16:00:00.000Z', end: '2026-12-03T18:30:00.000Z' })).toBe(
      'joi, 3 decembrie 2026, 18:00–20:30',
    );
  });
  test('returns both days for an event over several days', () => {
    expect(whenText({ start: '2026-12-04T16:00:00.000Z', end: '2026-12-06T10:00:00.000Z' })).toBe(
      'vineri, 4 decembrie 2026, 18:00 – duminică, 6 decembrie 2026, 12:00',
    );
  });
});

describe('countByDay', () => {
  test('counts a multi-day event on each of its days', () => {
    const counts = countByDay([
      event(1, '2026-12-30', '2027-01-01'),
      event(2, '2026-12-31', '2026-12-31'),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      '2026-12-30': 1,
      '2026-12-31': 2,
      '2027-01-01': 1,
    });
  });
});

describe('event types', () => {
  test.each([
    [1, 'Concert'],
    [2, 'Repetiție'],
    [3, 'Workshop'],
    [4, 'Festival'],
    [5, 'Alte acțiuni'],
    [0, 'Alte acțiuni'],
    [9, 'Alte acțiuni'],
    [-1, 'Alte acțiuni'],
  ])('type %i reads %s', (type, name) => {
    expect(eventTypeName(type)).toBe(name);
  });

  test('gives each known type its own colour class, and unknown codes that of Alte acțiuni', () => {
    const classes = Object.keys(EVENT_TYPES).map((code) => eventTypeClass(Number(code)));
    expect(new Set(classes).size).toBe(5);
    expect(eventTypeClass(42)).toBe(eventTypeClass(5));
    expect(eventTypeCode(3)).toBe(3);
  });

  test('offers the five types in code order', () => {
    expect(EVENT_TYPE_OPTIONS.map((o) => o.id)).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('TIME_OPTIONS', () => {
  test('offers every quarter of an hour of the day', () => {
    expect(TIME_OPTIONS).toHaveLength(96);
    expect(TIME_OPTIONS[0]?.id).toBe('00:00');
    expect(TIME_OPTIONS[73]?.id).toBe('18:15');
    expect(TIME_OPTIONS.at(-1)?.id).toBe('23:45');
  });
});

describe('texts', () => {
  test.each([
    [1, '1 eveniment'],
    [2, '2 evenimente'],
    [20, '20 de evenimente'],
    [105, '105 evenimente'],
  ])('eventCount(%i) reads %s', (n, text) => {
    expect(calendar.eventCount(n)).toBe(text);
  });

  test('timeRange shows the hours of a one-day event and the days of a longer one', () => {
    const base = { startTime: '18:00', endTime: '20:00' };
    expect(
      timeRange({
        ...base,
        startDate: '2026-12-03',
        endDate: '2026-12-03',
        start: '2026-12-03T16:00:00.000Z',
        end: '2026-12-03T18:00:00.000Z',
      }),
    ).toBe('18:00 – 20:00');
    expect(
      timeRange({
        ...base,
        startDate: '2026-12-03',
        endDate: '2026-12-05',
        start: '2026-12-03T16:00:00.000Z',
        end: '2026-12-05T18:00:00.000Z',
      }),
    ).toBe('3 decembrie 2026, 18:00 – 5 decembrie 2026, 20:00');
  });
});
