/**
 * A small iCalendar (RFC 5545) writer for the members' calendar feed: a VCALENDAR of VEVENTs in
 * UTC (no VTIMEZONE needed), text escaped (§3.3.11), lines folded at 75 octets without splitting
 * a UTF-8 character (§3.1), CRLF line ends.
 */

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
 * counts). Iterating by code point keeps each UTF-8 sequence (ș, ț, an emoji) on one line.
 */
export function fold(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ` ${ch}`;
      octets = 1 + size;
    } else {
      current += ch;
      octets += size;
    }
  }
  lines.push(current);
  return lines.join(CRLF);
}

const property = (name: string, value: string) => fold(`${name}:${value}`);

export function calendar(options: { prodId: string; name: string; events: IcalEvent[] }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    property('PRODID', options.prodId),
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    property('X-WR-CALNAME', escapeText(options.name)),
  ];
  for (const e of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      property('UID', e.uid),
      `DTSTAMP:${utc(e.modified)}`,
      `DTSTART:${utc(e.start)}`,
      `DTEND:${utc(e.end)}`,
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
