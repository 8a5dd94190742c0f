/** Field builders shared by the schemas: each carries the spec's Romanian message. */
import * as v from 'valibot';
import { COUNTY_CODES } from '../counties.ts';
import {
  DAY_YEARS,
  MAX_ID,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_DIGITS,
  TEXT_MAX_LENGTH,
} from '../limits.ts';
import { validation as m } from '../messages.ts';
import { isOneLine } from './characters.ts';

// A missing field reads as "required". (toFieldErrors keeps one message per field.)
v.setGlobalMessage(m.required);

/**
 * The rule of every single-line field (a name, a phone, a title, an e-mail…), right after its
 * `v.string`: no tab, line break or other control character (characters.ts says why). It reads
 * the text as sent, before trimming, so "Ion\n" is refused like "Ion\nBcc: …", never cut quietly.
 */
export const oneLine = v.check<string, string>(isOneLine, m.singleLine);

/**
 * The start of every required text: a missing field reads as empty, so both get `missing`;
 * trimmed, and then not empty. A single-line text is checked (oneLine) before it is trimmed.
 */
const present = (missing: string, singleLine = true) => {
  const text = v.optional(v.string(missing), '');
  return v.pipe(singleLine ? v.pipe(text, oneLine) : text, v.trim(), v.nonEmpty(missing));
};

/**
 * A required single-line text, trimmed, with an optional minimum length. `missing` names what to
 * write where the spec gives no message of its own ('Scrie numele copilului.', issue #23).
 */
export const requiredText = (
  min = 1,
  max: number = TEXT_MAX_LENGTH,
  missing: string = m.required,
) =>
  v.pipe(present(missing), v.minLength(min, m.minLength(min)), v.maxLength(max, m.maxLength(max)));

/**
 * A required text of several lines (a message, a description), trimmed: tabs and line breaks
 * stay; the API's gate still refuses the other control characters. `missing` as for requiredText.
 */
export const requiredMultiLineText = (min: number, max: number, missing: string = m.required) =>
  v.pipe(
    present(missing, false),
    v.minLength(min, m.minLength(min)),
    v.maxLength(max, m.maxLength(max)),
  );

const emailMissing = (missing: string) =>
  v.pipe(
    present(missing),
    v.maxLength(TEXT_MAX_LENGTH, m.maxLength(TEXT_MAX_LENGTH)),
    v.email(m.email),
    v.toLowerCase(),
  );

export const email = emailMissing(m.required);

/** The e-mail of a public sign-up form: a missing one says what to write (issue #23). */
export const signupEmail = emailMissing(m.emailMissing);

/** A new password: only its length is checked, never trimmed. */
export const newPassword = v.pipe(
  v.string(m.required),
  v.nonEmpty(m.required),
  v.minLength(PASSWORD_MIN_LENGTH, m.minLength(PASSWORD_MIN_LENGTH)),
  v.maxLength(PASSWORD_MAX_LENGTH, m.maxLength(PASSWORD_MAX_LENGTH)),
);

export const agreement = v.literal(true, m.agreementRequired);

/**
 * One of `options` (a select, a group of radios). Missing reads as empty, so a missing answer
 * gets `missing` too ('Alege județul.', issue #23), not the object's general message.
 */
export const choice = <const T extends readonly string[]>(options: T, missing: string) =>
  v.pipe(v.optional(v.string(missing), ''), v.picklist(options, missing));

export const county = v.picklist(COUNTY_CODES, m.county);

export const sex = v.picklist(['M', 'F'], m.sex);

/**
 * A phone as people write it, read as its digits: '0722 123 456', '0722.123.456', '0722-123-456'
 * and '+40 722 123 456' (or 0040…) are all '0722123456'. Only spaces, dots and dashes are dropped,
 * and the country code becomes the leading 0; any other character is 'Numai numere', and what is
 * left must be exactly PHONE_DIGITS digits (spec §9; docs/decisions.md, issue #23).
 */
export const phoneDigits = (typed: string) =>
  typed.replace(/[\s.-]/g, '').replace(/^(\+|00)40/, '0');

/** A required phone, stored as its 10 digits (the sign-up forms, a choir's contact). */
export const phone = v.pipe(
  present(m.phoneMissing),
  v.transform(phoneDigits),
  v.regex(/^\d+$/, m.digitsOnly),
  v.length(PHONE_DIGITS, m.exactDigits(PHONE_DIGITS)),
);

/** An optional phone (the account): empty, or a phone as above. */
export const optionalPhone = v.optional(
  v.pipe(
    v.string(m.digitsOnly),
    oneLine,
    v.trim(),
    v.transform(phoneDigits),
    v.check((s) => s === '' || /^\d+$/.test(s), m.digitsOnly),
    v.check((s) => s === '' || s.length === PHONE_DIGITS, m.exactDigits(PHONE_DIGITS)),
  ),
  '',
);

/**
 * A database id sent as a JSON number, e.g. 12: a whole number from 1 to MAX_ID (a larger one
 * would fail the query, not answer 400); `message` for anything else.
 */
export const idNumber = (message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(MAX_ID, message),
  );

/** True for a real calendar day written as YYYY-MM-DD (2010-02-30 is not). */
export const isCalendarDay = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
};

/** True for a YYYY-MM-DD in DAY_YEARS (compared as text: such days sort as the calendar does). */
const inDayYears = (s: string) => s >= `${DAY_YEARS.min}-01-01` && s <= `${DAY_YEARS.max}-12-31`;

/**
 * A real calendar day as YYYY-MM-DD within DAY_YEARS, e.g. '2026-12-03': every date of a form, a
 * body or a query string (src/lib/schemas/query.ts), so none reaches the database that it cannot
 * take (issue #19: year 0 and year 10000 failed the query).
 */
export const calendarDay = v.pipe(
  v.string(m.required),
  oneLine,
  v.trim(),
  v.nonEmpty(m.required),
  v.isoDate(m.date),
  v.check(isCalendarDay, m.date),
  v.check(inDayYears, m.dateYears(DAY_YEARS.min, DAY_YEARS.max)),
);

/** A birth date as YYYY-MM-DD, not in the future (and, as every day, not before 1900). */
export const birthDate = v.pipe(
  calendarDay,
  v.check((s) => s <= new Date().toISOString().slice(0, 10), m.dateInFuture),
);

/** Adds a "repeat_password must equal password" check to an object schema with both fields. */
export function withRepeatedPassword<
  T extends v.GenericSchema<{ password: string; repeat_password: string }>,
>(schema: T) {
  // partialCheck runs as soon as both fields are valid, even while other fields still have errors.
  const matches = v.partialCheck(
    [['password'], ['repeat_password']],
    (input: { password: string; repeat_password: string }) =>
      input.password === input.repeat_password,
    m.passwordMismatch,
  );
  return v.pipe(schema, v.forward(matches as never, ['repeat_password'] as never));
}

export const repeatPassword = v.pipe(v.string(m.required), v.nonEmpty(m.required));
