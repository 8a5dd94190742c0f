/**
 * Single-line texts refuse control characters (issue #19, defect 7): a name sent as
 * "Ion\r\nBcc: victim@evil.test" was stored and printed forged lines in the team's plain-text mail.
 * First every shared field builder, then every text field of every schema: each is either one line
 * (refused with validation.singleLine), a text of several lines (line breaks kept), or listed
 * below with the reason it is neither, so a new field cannot slip through unclassified.
 */
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { validation } from '../../src/lib/messages.ts';
import * as account from '../../src/lib/schemas/account.ts';
import * as audition from '../../src/lib/schemas/audition.ts';
import * as auth from '../../src/lib/schemas/auth.ts';
import * as campaign from '../../src/lib/schemas/campaign.ts';
import * as choir from '../../src/lib/schemas/choir.ts';
import * as consent from '../../src/lib/schemas/consent.ts';
import * as contact from '../../src/lib/schemas/contact.ts';
import { toFieldErrors } from '../../src/lib/schemas/errors.ts';
import * as event from '../../src/lib/schemas/event.ts';
import {
  birthDate,
  email,
  optionalPhone,
  phone,
  requiredMultiLineText,
  requiredText,
} from '../../src/lib/schemas/fields.ts';
import * as library from '../../src/lib/schemas/library.ts';
import * as madrigalist from '../../src/lib/schemas/madrigalist.ts';
import * as questionnaire from '../../src/lib/schemas/questionnaire.ts';
import * as staffChoirs from '../../src/lib/schemas/staff-choirs.ts';
import * as staffLibrary from '../../src/lib/schemas/staff-library.ts';
import * as staffMessages from '../../src/lib/schemas/staff-messages.ts';
import * as staffPeople from '../../src/lib/schemas/staff-people.ts';
import * as staffReports from '../../src/lib/schemas/staff-reports.ts';
import * as staffWorkshops from '../../src/lib/schemas/staff-workshops.ts';
import * as workshops from '../../src/lib/schemas/workshops.ts';

/** Every character a single line refuses, by name. */
const HOSTILE: [string, string][] = [
  ['tab', '\t'],
  ['line feed', '\n'],
  ['carriage return', '\r'],
  ['CR LF', '\r\n'],
  ['vertical tab', '\u000B'],
  ['form feed', '\u000C'],
  ['NUL', '\u0000'],
  ['escape', '\u001B'],
  ['DEL', '\u007F'],
  ['C1 U+0080', '\u0080'],
  ['next line U+0085', '\u0085'],
  ['C1 CSI U+009B', '\u009B'],
  ['C1 U+009F', '\u009F'],
  ['line separator U+2028', '\u2028'],
  ['paragraph separator U+2029', '\u2029'],
];

/** The messages of `input`'s issues: [] when the schema takes it. */
const messagesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message);

describe.each([
  ['requiredText', requiredText(), 'Ion', (c: string) => `Ion${c}Bcc: victim@evil.test`],
  ['email', email, 'ana@example.ro', (c: string) => `ana${c}@example.ro`],
  ['phone', phone, '0722123456', (c: string) => `0722${c}123456`],
  ['optionalPhone', optionalPhone, '0722123456', (c: string) => `0722${c}123456`],
  ['birthDate', birthDate, '2012-05-17', (c: string) => `2012-05${c}-17`],
])('%s', (_name, schema, valid, inside) => {
  test('accepts a plain value', () => {
    expect(messagesOf(schema, valid)).toEqual([]);
  });
  test.each(HOSTILE)('refuses a %s inside the text', (_what, c) => {
    expect(messagesOf(schema, inside(c))).toEqual([validation.singleLine]);
  });
  test.each(HOSTILE)('refuses a %s at its end, not trimmed away', (_what, c) => {
    expect(messagesOf(schema, `${valid}${c}`)).toEqual([validation.singleLine]);
  });
});

describe('requiredMultiLineText', () => {
  test('keeps the line breaks and tabs inside a message', () => {
    const text = 'Bună ziua,\r\n\tam o întrebare.\nMulțumesc!';
    expect(v.parse(requiredMultiLineText(1, 100), `  ${text}\n`)).toBe(text);
  });
});

/** Texts of several lines: a form's text area. */
const MULTI_LINE = new Set([
  'auditionSchema.reason',
  'auditionSchema.experience',
  'contactSchema.message',
  'choirEditSchema.description',
  'eventSchema.description',
  'eventAnswerSchema.note',
  'madrigalistMessageSchema.message',
  ...Object.keys(questionnaire.questionnaireSchema.entries)
    .filter((key) => /^q(1[7-9]|[23]\d)$/.test(key))
    .map((key) => `questionnaireSchema.${key}`),
  'workshopSignupSchema.knowledge',
  'workshopSignupSchema.experience',
  'choirConfirmSchema.reason',
  'choirWithdrawSchema.reason',
  'videoLessonBodySchema.description',
  'contactReplySchema.message',
  'blockSchema.reason',
  'workshopSchema.description',
]);

/** Neither: never shown as a text, each read by its own rule. */
const NOT_TEXT = new Set([
  // Secrets: a password keeps every character it was made with; tokens and the bot check's
  // payload are matched whole against what the server issued.
  'loginSchema.password',
  'loginSchema.altcha',
  'registerSchema.password',
  'registerSchema.repeat_password',
  'registerSchema.altcha',
  'resetConfirmSchema.password',
  'resetConfirmSchema.token',
  'resetConfirmFormSchema.password',
  'resetConfirmFormSchema.repeat_password',
  'resetConfirmFormSchema.token',
  'consentWithdrawSchema.token',
  // The sign-up envelope: the bot check's payload, and a UUID checked by its format.
  ...['auditionSchema', 'campaignSchema', 'consentSchema', 'questionnaireSchema'].flatMap(
    (schema) => [`${schema}.altcha`, `${schema}.submission_id`],
  ),
  'workshopSignupSchema.altcha',
  'workshopSignupSchema.submission_id',
  // The consent a parent signs in the account (issue #25): the envelope's UUID, no bot check.
  'childConsentSchema.submission_id',
  // Page numbers, read by the routes (a page that is not a number answers 404).
  'choirListQuerySchema.page',
  'scoreListQuerySchema.page',
  'libraryPageQuerySchema.page',
]);

/** Lists of ids or kinds: refused by their format, whatever the message. */
const FORMAT = new Set([
  'scoreListQuerySchema.voices',
  'scoreListQuerySchema.themes',
  'scoreListQuerySchema.difficulties',
  'scoreListQuerySchema.choir_types',
  'scoreListQuerySchema.files',
  // The campaign's choices (a county, an area, yes/no…): one of a list, named when missing.
  ...['county', 'area', 'education', 'involved', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'].map(
    (field) => `campaignSchema.${field}`,
  ),
  // The private links' tokens and the consent's purposes (issue #25): formats, named when wrong.
  'consentSchema.request',
  'consentTokenSchema.token',
  'consentPurposeSchema.token',
  'consentPurposeSchema.purpose',
  'childPurposeSchema.purpose',
  // Report days: a strict YYYY-MM-DD, nothing trimmed.
  'reportQuerySchema.from',
  'reportQuerySchema.to',
]);

interface Introspected {
  type: string;
  kind?: string;
  entries?: Record<string, Introspected>;
  wrapped?: Introspected;
  item?: Introspected;
}

/** 'string', 'list' (an array of strings) or null (not a text): what a field holds. */
function textKind(schema: Introspected): 'string' | 'list' | null {
  if (['optional', 'nullish', 'nullable'].includes(schema.type) && schema.wrapped)
    return textKind(schema.wrapped);
  if (schema.type === 'string') return 'string';
  if (schema.type === 'array' && schema.item && textKind(schema.item) === 'string') return 'list';
  return null;
}

const MODULES = [
  account,
  audition,
  auth,
  campaign,
  choir,
  consent,
  contact,
  event,
  library,
  madrigalist,
  questionnaire,
  workshops,
  staffChoirs,
  staffLibrary,
  staffMessages,
  staffPeople,
  staffReports,
  { ...staffWorkshops, sessionSchema: staffWorkshops.sessionSchema(true) },
];

/** Every text field of every schema: [schema name, field, what it holds, the schema]. */
const FIELDS = MODULES.flatMap((module) =>
  Object.entries(module as Record<string, unknown>).flatMap(([name, value]) => {
    const schema = value as Introspected | null;
    if (typeof schema !== 'object' || schema?.kind !== 'schema' || !schema.entries) return [];
    return Object.entries(schema.entries).flatMap(([field, entry]) => {
      const kind = textKind(entry);
      return kind ? [[name, field, kind, schema as unknown as v.GenericSchema] as const] : [];
    });
  }),
);

describe('every text field of every schema', () => {
  const keys = new Set(FIELDS.map(([name, field]) => `${name}.${field}`));
  test('the walk finds the schemas, and every field listed above exists', () => {
    expect(FIELDS.length).toBeGreaterThan(80);
    expect([...MULTI_LINE, ...NOT_TEXT, ...FORMAT].filter((key) => !keys.has(key))).toEqual([]);
  });

  const forged = 'Ion\r\nBcc: victim@evil.test';
  const message = 'Bună ziua,\r\n\tam o întrebare despre repetiția de sâmbătă.\nMulțumesc!';
  const texts = FIELDS.filter(([name, field]) => !NOT_TEXT.has(`${name}.${field}`));
  test.each(texts)('%s.%s (%s)', (name, field, kind, schema) => {
    const key = `${name}.${field}`;
    const text = MULTI_LINE.has(key) ? message : forged;
    const result = v.safeParse(schema, { [field]: kind === 'list' ? [text] : text });
    const errors = result.success ? {} : toFieldErrors(result.issues);
    const error = errors[kind === 'list' ? `${field}.0` : field];
    if (MULTI_LINE.has(key)) expect(error, 'a text of several lines keeps them').toBeUndefined();
    else if (FORMAT.has(key)) expect(error).toBeDefined();
    else expect(error).toEqual([validation.singleLine]);
  });
});
