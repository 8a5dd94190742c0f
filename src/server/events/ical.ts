/**
 * A small iCalendar (RFC 5545) writer for the members' calendar feed: a VCALENDAR of VEVENTs in
 * UTC, text escaped (§3.3.11), lines folded at 75 octets without splitting a UTF-8 character
 * (§3.1), CRLF line ends. A series (issue #28) is written on Bucharest's wall clock (TZID, with
 * its VTIMEZONE) so that its RRULE keeps the time across the DST changes; its cancelled
 * occurrences are EXDATEs, its changed ones VEVENTs of the same UID with a RECURRENCE-ID.
 */
import { EVENT_TIME_ZONE } from '../../lib/schemas/event.ts';
import { wallClock } from './time.ts';

export interface IcalEvent {
  uid: string;
  start: Date;
  end: Date;
  /** DTSTAMP and LAST-MODIFIED. */
  modified: Date;
  summary: string;
  location: string;
  description: string;
  category: string;
  url: string;
  /** A series: its rule (e.g. 'FREQ=WEEKLY;INTERVAL=1;UNTIL=…'), DTSTART and DTEND then zoned. */
  rrule?: string;
  /** A series' cancelled occurrences, by their rule moments. */
  exdates?: Date[];
  /** An occurrence of a series that differs from it: its rule moment. */
  recurrenceId?: Date;
}

const CRLF = '\r\n';
const LINE_OCTETS = 75;

/** TEXT value: backslash, semicolon, comma and line breaks escaped. */
export const escapeText = (text: string) =>
  text.replace(/[\\;,]/g, (ch) => `\\${ch}`).replace(/\r\n|\r|\n/g, '\\n');

/** 20261203T160000Z */
export const utc = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * Folds a content line: at most 75 octets a line, continuation lines begin with one space (which
 * counts). The line is cut on its UTF-8 bytes, never inside a character's sequence (ș, ț, an
 * emoji); a short line, most of them, is returned as it is.
 */
export function fold(line: string): string {
  if (line.length * 3 <= LINE_OCTETS) return line;
  const bytes = Buffer.from(line);
  if (bytes.length <= LINE_OCTETS) return line;
  const lines: string[] = [];
  let start = 0;
  let room = LINE_OCTETS;
  while (bytes.length - start > room) {
    let end = start + room;
    // 10xxxxxx continues a character: cut before the byte that starts it.
    while (((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    lines.push(bytes.toString('utf8', start, end));
    start = end;
    room = LINE_OCTETS - 1;
  }
  lines.push(bytes.toString('utf8', start));
  return lines.join(`${CRLF} `);
}

const property = (name: string, value: string) => fold(`${name}:${value}`);

/** ;TZID=Europe/Bucharest:20261201T170000, Bucharest's wall clock. */
const zoned = (at: Date) => {
  const { date, time } = wallClock(at);
  return `;TZID=${EVENT_TIME_ZONE}:${date.replace(/-/g, '')}T${time.replace(':', '')}00`;
};

/** Europe/Bucharest since 1997 (EU rules: the last Sundays of March and October, 01:00 UTC). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${EVENT_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19970330T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19971026T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** DTSTART, DTEND and the series' lines of an event. */
function when(e: IcalEvent): string[] {
  if (!e.rrule) {
    const lines = [`DTSTART:${utc(e.start)}`, `DTEND:${utc(e.end)}`];
    return e.recurrenceId ? [`RECURRENCE-ID${zoned(e.recurrenceId)}`, ...lines] : lines;
  }
  return [
    `DTSTART${zoned(e.start)}`,
    `DTEND${zoned(e.end)}`,
    property('RRULE', e.rrule),
    ...(e.exdates ?? []).map((at) => `EXDATE${zoned(at)}`),
  ];
}

export function calendar(options: { prodId: string; name: string; events: IcalEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    property('PRODID', options.prodId),
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(options.name)),
    ...(options.events.some((e) => e.rrule || e.recurrenceId) ? VTIMEZONE : []),
  ];
  for (const e of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      property('UID', e.uid),
      `DTSTAMP:${utc(e.modified)}`,
      ...when(e),
      property('SUMMARY', escapeText(e.summary)),
      property('LOCATION', escapeText(e.location)),
      property('DESCRIPTION', escapeText(e.description)),
      property('CATEGORIES', escapeText(e.category)),
      `LAST-MODIFIED:${utc(e.modified)}`,
      property('URL', e.url),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}
