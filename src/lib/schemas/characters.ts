/**
 * Which characters a text may hold: the one place for both rules (issue #19, defect 7).
 *
 * - No text at all holds `NOT_TEXT`: the C0 control characters but tab, line feed and carriage
 *   return, DEL, and half of a surrogate pair. PostgreSQL refuses U+0000, and JSON can carry a
 *   lone "\ud800", which is no text (UTF-8 has no bytes for it) and failed the query. The API's
 *   gate (src/server/http.ts) refuses them in every string of every body and query, before any
 *   schema runs; it cannot know which field is a name and which a message, so it lets tab and
 *   line breaks through.
 * - A single-line text (a name, a phone, a title, an e-mail…) holds none of `NOT_ONE_LINE`
 *   either: every C0 character (tab, line feed, carriage return too), DEL, the C1 controls
 *   (U+0085 is a line break to some readers) and the Unicode line and paragraph separators.
 *   A name with "\r\nBcc: …" otherwise stored as it is and printed forged lines in the team's
 *   plain-text mail. The schemas' single-line fields check it (`oneLine`, fields.ts); a message
 *   or a description keeps its line breaks.
 */

// In a `u` regex a whole surrogate pair is one code point, so the range matches lone halves only.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
export const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds.
export const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|[\uD800-\uDFFF]/u;

/** True when `s` may be stored as a single-line text. */
export const isOneLine = (s: string) => !NOT_ONE_LINE.test(s);
