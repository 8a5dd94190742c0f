/**
 * Schemas of choirs: the two steps of the add-choir modal (spec §5, "Choir step 1/2"), the body
 * of POST /api/choir/ (both steps together), the whole choir form of 'Editează Detalii' (PATCH
 * /api/choir/{id}/), and the choir id sent to join_choir / remove_choir.
 * The modals validate with these schemas; the API validates the same bodies with them.
 */
import * as v from 'valibot';
import {
  CHOIR_LIST_MAX_ITEMS,
  CHOIR_MEMBERS_MAX,
  CHOIR_VOICES_MAX_LENGTH,
  CHOIR_YEAR_MIN,
  LONG_TEXT_MAX_LENGTH,
  MAX_ID,
  MEMBERS_BULK_MAX,
  MIN_LENGTH_MEDIUM,
  MIN_LENGTH_SHORT,
  TEXT_MAX_LENGTH,
} from '../limits.ts';
import { choirs as cm, choirProfile as cp, validation as m } from '../messages.ts';
import { county, email, oneLine, phone, requiredText } from './fields.ts';

/** A whole number typed in a text field or sent as a JSON number: "25" or 25. */
const choirMembers = v.pipe(
  v.union([v.number(), v.string()], m.required),
  v.transform((input) => String(input).trim()),
  v.nonEmpty(m.required),
  v.regex(/^\d+$/, m.digitsOnly),
  v.transform(Number),
  v.minValue(1, cm.membersMin),
  v.maxValue(CHOIR_MEMBERS_MAX, cm.membersMax),
);

/** Optional: absent, null or empty all mean "none" (stored as ''). */
const protocolNumber = v.nullish(
  v.pipe(v.string(), oneLine, v.trim(), v.maxLength(TEXT_MAX_LENGTH, m.maxLength(TEXT_MAX_LENGTH))),
  '',
);

/** Step 1: the choir and its school or institution. */
export const choirStep1Schema = v.object({
  /** e.g. 'Corul de copii „Armonia”' */
  name: requiredText(MIN_LENGTH_MEDIUM),
  /** The school or institution the choir belongs to, e.g. 'Școala Gimnazială nr. 3 Pașcani' */
  entity: requiredText(MIN_LENGTH_MEDIUM),
  /** The institution's registration number of the request, if it has one. */
  protocol_number: protocolNumber,
  city: requiredText(MIN_LENGTH_SHORT),
  address: requiredText(MIN_LENGTH_MEDIUM),
  /** County code, e.g. 'IS' */
  county,
  /** How many children sing in it, 1 to CHOIR_MEMBERS_MAX. */
  choir_members: choirMembers,
});

/** Step 2: who the programme's team talks to. */
export const choirStep2Schema = v.object({
  /** Contact person, e.g. 'Prof. Maria Ionescu' */
  contact: requiredText(MIN_LENGTH_MEDIUM),
  /** 10 digits, e.g. '0722123456' (typed '0722 123 456' too) */
  phone,
  email,
});

/** POST /api/choir/: both steps in one body. */
export const choirCreateSchema = v.object({
  ...choirStep1Schema.entries,
  ...choirStep2Schema.entries,
});

/** An optional single-line text, trimmed, at most `max` characters; absent or null is ''. */
const optionalText = (max: number) =>
  v.nullish(
    v.pipe(v.string(m.required), oneLine, v.trim(), v.maxLength(max, m.maxLength(max))),
    '',
  );

/** An optional text of a few paragraphs (line breaks kept), trimmed; absent or null is ''. */
const optionalParagraphs = (max: number) =>
  v.nullish(v.pipe(v.string(m.required), v.trim(), v.maxLength(max, m.maxLength(max))), '');

/** The founding year: empty (none), or a whole year from CHOIR_YEAR_MIN to the current one. */
const foundingYear = v.pipe(
  v.nullish(v.union([v.number(), v.string()], cp.yearInvalid), null),
  v.transform((input) => (input === null ? '' : String(input).trim())),
  v.check((s) => s === '' || /^\d{4}$/.test(s), cp.yearInvalid),
  v.transform((s) => (s === '' ? null : Number(s))),
  v.check(
    (year) => year === null || (year >= CHOIR_YEAR_MIN && year <= new Date().getFullYear()),
    cp.yearInvalid,
  ),
);

/**
 * A list of short texts (awards, participation): each entry trimmed and at most TEXT_MAX_LENGTH
 * (an error names the entry: `awards.2`, the index the form shows), empty entries dropped, then
 * at most CHOIR_LIST_MAX_ITEMS left.
 */
const textList = v.pipe(
  v.nullish(
    v.array(
      v.pipe(
        v.string(cp.listItemText),
        oneLine,
        v.trim(),
        v.maxLength(TEXT_MAX_LENGTH, m.maxLength(TEXT_MAX_LENGTH)),
      ),
      cp.listItemText,
    ),
    [],
  ),
  v.transform((items) => items.filter((item) => item !== '')),
  v.maxLength(CHOIR_LIST_MAX_ITEMS, cp.listTooLong),
);

/**
 * PATCH /api/choir/{id}/ and the modal 'Editează Detalii' (document 2, §5: the whole edited choir
 * form; texts trimmed): the founding fields of both steps, the presentation, and the `version`
 * the form was read at (a stale one answers 409).
 */
export const choirEditSchema = v.object({
  ...choirStep1Schema.entries,
  ...choirStep2Schema.entries,
  /** A few paragraphs about the choir. */
  description: optionalParagraphs(LONG_TEXT_MAX_LENGTH),
  /** e.g. 2015, or empty. */
  year: foundingYear,
  /** e.g. 'Sopran, alto' */
  voices: optionalText(CHOIR_VOICES_MAX_LENGTH),
  /** e.g. ['Locul I, Festivalul „Cântec de copil”, 2024'] */
  awards: textList,
  /** e.g. ['Gala Corurilor, București, 2025'] */
  participation: textList,
  /** The `version` of the details the form was filled from. */
  version: v.pipe(
    v.number(cp.version),
    v.integer(cp.version),
    v.minValue(1, cp.version),
    v.maxValue(MAX_ID, cp.version),
  ),
});
export type ChoirEditInput = v.InferInput<typeof choirEditSchema>;
export type ChoirEdit = v.InferOutput<typeof choirEditSchema>;

/** A filter of the choir list: any text, trimmed; empty means "no filter". */
const filterText = v.optional(
  v.pipe(v.string(), oneLine, v.trim(), v.maxLength(TEXT_MAX_LENGTH, m.maxLength(TEXT_MAX_LENGTH))),
  '',
);

/** The query string of GET /api/choir/ (the choir selection modal's filters and page). */
export const choirListQuerySchema = v.object({
  /** Any part of the name, ignoring case and diacritics, e.g. 'allegro'. */
  name: filterText,
  /** Any part of the city, e.g. 'iasi'. */
  city: filterText,
  /** A county code, e.g. 'IS'. */
  county: v.optional(v.union([v.literal(''), county], m.county), ''),
  /** The page, from 1; a page that is not a positive number answers 404 (as DRF). */
  page: v.optional(v.string(), '1'),
});

export type ChoirStep1Input = v.InferInput<typeof choirStep1Schema>;
export type ChoirStep2Input = v.InferInput<typeof choirStep2Schema>;
export type ChoirCreateInput = v.InferInput<typeof choirCreateSchema>;
export type ChoirCreate = v.InferOutput<typeof choirCreateSchema>;

/** A database id, as a JSON number or a numeric string; `message` for anything else. */
const recordId = (message: string) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((input) => String(input).trim()),
    v.regex(/^[1-9]\d{0,9}$/, message),
    v.transform(Number),
    v.maxValue(MAX_ID, message),
  );

/** A choir id, as a JSON number or a numeric string. */
const choirId = recordId(cm.choirId);

/**
 * POST /api/account/join_choir and /remove_choir: `{ choir }`, the spec's "choir id".
 * `id` and `choir_id` are accepted too, so a client written either way works; `choir` wins.
 */
export const choirRefSchema = v.pipe(
  v.object({
    choir: v.optional(v.pipe(v.unknown(), v.description('The choir id: 12 or "12"'))),
    id: v.optional(v.pipe(v.unknown(), v.description('Read when `choir` is absent'))),
    choir_id: v.optional(
      v.pipe(v.unknown(), v.description('Read when `choir` and `id` are absent')),
    ),
  }),
  v.transform((body) => ({ choir: body.choir ?? body.id ?? body.choir_id })),
  v.object({ choir: choirId }),
);

/**
 * POST /api/choir/{id}/approve-member/, remove-member/, make-conductor/, make-member/:
 * `{ user_id }`, the member's user id (spec §7), as a JSON number or a numeric string.
 */
export const memberRefSchema = v.pipe(
  v.object({
    user_id: v.optional(v.pipe(v.unknown(), v.description('The member\'s user id: 12 or "12"'))),
  }),
  v.object({ user_id: recordId(cm.memberId) }),
);

/**
 * POST /api/choir/{id}/set-voice-part/ (issue #27): `{ user_id, voice_part }`, the member and a
 * term id of the library's voices (GET /api/song/filters `voices`), or null to clear the part.
 * Whether the id is a voice is checked against the database (routes/members.ts).
 */
export const voicePartSchema = v.pipe(
  v.object({
    user_id: v.optional(v.pipe(v.unknown(), v.description('The member\'s user id: 12 or "12"'))),
    voice_part: v.optional(
      v.pipe(v.unknown(), v.description('A voice term id (12 or "12"), or null for no part')),
    ),
  }),
  v.object({
    user_id: recordId(cm.memberId),
    voice_part: v.union([v.null(), recordId(cm.voicePartInvalid)], cm.voicePartInvalid),
  }),
);

/**
 * POST /api/choir/{id}/approve-members/ and refuse-members/: `{ user_ids }`, the requests' user
 * ids (issue #23), 1 to MEMBERS_BULK_MAX of them, each as in memberRefSchema; repeats count once.
 */
export const membersRefSchema = v.object({
  user_ids: v.pipe(
    v.array(recordId(cm.memberId), cm.membersPick),
    v.minLength(1, cm.membersPick),
    v.maxLength(MEMBERS_BULK_MAX, cm.membersTooMany(MEMBERS_BULK_MAX)),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
