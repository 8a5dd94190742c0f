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
