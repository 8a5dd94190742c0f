/**
 * The parameters of query strings, read by parseQuery (src/server/http.ts) under the rules of the
 * bodies: a date is the shared calendarDay, an id a number a database integer holds. Every value
 * is text, and an empty one ('?from=') is no value, as a form's untouched field. A route that
 * reads a date or an id from its query string takes it from here, so no query names a day or an
 * id the database cannot take (issue #19: year 0 in `?from=` answered 500).
 */
import * as v from 'valibot';
import { DAY_YEARS, MAX_ID } from '../limits.ts';
import { calendarDay } from './fields.ts';

/** The formats of every back-office list's export (`?format=`). */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** True for a row's id written in decimal: a positive whole number a database integer holds. */
export const isRecordId = (s: string) => /^[1-9]\d{0,9}$/.test(s) && Number(s) <= MAX_ID;

/** Absent or empty: undefined; else `schema` checks the trimmed text (`description`: the docs'). */
export const optionalParam = <S extends v.GenericSchema<string, unknown>>(
  schema: S,
  description: string,
) =>
  v.optional(
    v.pipe(
      v.string(),
      v.description(description),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(schema),
    ),
  );

/** `?from=2026-12-03`: a day as YYYY-MM-DD (calendarDay), or none. */
export const queryDay = optionalParam(
  calendarDay,
  `A day as YYYY-MM-DD, of the years ${DAY_YEARS.min}–${DAY_YEARS.max}; another: 400`,
);

/** `?choir_id=12`: a row's id as a number, or none; `message` for anything else. */
export const queryId = (message: string) =>
  optionalParam(
    v.pipe(v.string(), v.check(isRecordId, message), v.transform(Number)),
    "A row's id, a positive number; another: 400",
  );

/** `?from=&to=`: two days, either may be left out; `to` before `from` puts `message` on `to`. */
export const queryDayRange = (message: string) =>
  v.pipe(
    v.object({ from: queryDay, to: queryDay }),
    v.forward(
      v.check(({ from, to }) => !from || !to || from <= to, message),
      ['to'],
    ),
  );
