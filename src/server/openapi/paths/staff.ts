/**
 * The back office (issue #12, src/server/routes/staff/): its conventions, the choirs, the people,
 * the global events, the report and the journal. The library is in staff-library.ts; the
 * workshops, the public forms' submissions and the messages in staff-submissions.ts.
 * Every route is behind requireStaff: 401 without a token, 403 for any account but staff.
 */
import * as v from 'valibot';
import { nationalFiguresSchema } from '../../../lib/api/attendance-figures.ts';
import { choirDetailsSchema } from '../../../lib/api/choirs.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import { staffActionPageSchema } from '../../../lib/api/staff-audit.ts';
import {
  CHOIR_STATUSES,
  staffChoirDetailsSchema,
  staffChoirPageSchema,
} from '../../../lib/api/staff-choirs.ts';
import { staffHomeSchema } from '../../../lib/api/staff-home.ts';
import {
  MEMBER_ROLES,
  PERSON_ROLES,
  PERSON_STATES,
  staffMemberPageSchema,
  staffPersonDetailSchema,
  staffPersonPageSchema,
} from '../../../lib/api/staff-people.ts';
import { reportSchema } from '../../../lib/api/staff-reports.ts';
import { staffEventPageSchema } from '../../../lib/api/staff-workshops.ts';
import { COUNTY_CODES } from '../../../lib/counties.ts';
import {
  DAY_YEARS,
  STAFF_COUNT_LIMIT,
  STAFF_HOME_RECENT_DAYS,
  STAFF_HOME_SWEEP_NOTICE_DAYS,
  STAFF_PAGE_SIZE,
  STAFF_SEARCH_MAX_LENGTH,
} from '../../../lib/limits.ts';
import { staffPaths as paths } from '../../../lib/paths/staff.ts';
import { choirEditSchema } from '../../../lib/schemas/choir.ts';
import { EXPORT_FORMATS } from '../../../lib/schemas/query.ts';
import { choirConfirmSchema, choirWithdrawSchema } from '../../../lib/schemas/staff-choirs.ts';
import { blockSchema } from '../../../lib/schemas/staff-people.ts';
import { reportQuerySchema } from '../../../lib/schemas/staff-reports.ts';
import type { Operation } from '../operation.ts';
import { FIGURES_RULE, figuresQuery } from './attendance.ts';

const PAGED = `${STAFF_PAGE_SIZE} a page (\`?page=\` from 1; anything else, or a page past the end: 404).`;
const EXPORTED =
  '`?format=csv|xlsx`: the whole filtered list instead (the same filters, every page) as a file, CSV (UTF-8 with a BOM) or XLSX, streamed in batches and recorded in the journal (`list.export`). No text can run as a formula: in the CSV each part of a text that a spreadsheet could take for a cell (after `,` `;` TAB or a line break) and that starts with = + - @ gets an apostrophe, and a cell holding `,` `;` TAB, a quote or a line break is quoted; the XLSX holds texts as typed, as text.';
/** The media types of an export. */
const EXPORT_TYPES = [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** A query parameter that may be left out (or empty), with what it does. */
export const param = (schema: v.GenericSchema<string>, description: string) =>
  v.optional(v.pipe(schema, v.description(description)));
/** One of `values`; anything else: 400. */
export const choice = (values: readonly [string, ...string[]], description: string) =>
  param(v.picklist(values), `${description}; another value: 400`);
/** `?from=` or `?to=`: a Bucharest day, included. */
export const day = (what: string) =>
  param(
    v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
    `${what} (YYYY-MM-DD, a Bucharest day, included); not a real day of the years ${DAY_YEARS.min}–${DAY_YEARS.max}: 400`,
  );
/** `?q=`: the list's search. */
export const search = (what: string) =>
  param(
    v.pipe(v.string(), v.maxLength(STAFF_SEARCH_MAX_LENGTH)),
    `Search, trimmed, at most ${STAFF_SEARCH_MAX_LENGTH} characters (400 beyond): ${what}`,
  );
const countyParam = choice(COUNTY_CODES, "A county's code, e.g. 'IS'");
const pageParam = param(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/)), 'The page, from 1');
const cursorParam = (description: string) =>
  param(v.pipe(v.string(), v.maxLength(2000)), `${description}; not one of ours: 400`);
const KEYSET = `Paged by key: \`next\` carries \`?after=\` (and \`previous\` \`?before=\`), an opaque cursor, besides the page's number; a \`?page=N\` without one is read by offset. \`count\` stops at ${STAFF_COUNT_LIMIT} (\`count_capped\`: true when more rows match), counted on the first page and carried by the cursors.`;
const formatParam = choice(EXPORT_FORMATS, 'The whole filtered list as a CSV or XLSX file');

/** A back-office operation: staff only (403 for any other account), "Staff only." first. */
export const staffOperation = (op: Omit<Operation, 'auth'>): Operation => ({
  ...op,
  auth: 'user',
  description: `Staff only. ${op.description ?? ''}`.trim(),
  errors: [403, ...(op.errors ?? [])],
});

/** A paged list (`?page=`); an `exported` one also answers `?format=csv|xlsx` as a file. */
export function staffList(list: {
  path: string;
  summary: string;
  description: string;
  answer: v.GenericSchema;
  filters?: v.ObjectEntries;
  exported?: boolean;
  /** Paged by key (src/server/staff/keyset.ts): `?after=`, `?before=`, a capped count. */
  keyset?: boolean;
}): Operation {
  const cursors: v.ObjectEntries = list.keyset
    ? {
        after: cursorParam('The rows after this cursor (from a `next` link)'),
        before: cursorParam('The rows before this cursor (from a `previous` link)'),
      }
    : {};
  return staffOperation({
    method: 'get',
    path: list.path,
    summary: list.summary,
    description: [list.description, PAGED, list.keyset ? KEYSET : '', list.exported ? EXPORTED : '']
      .join(' ')
      .trim(),
    query: v.object(
      list.exported
        ? { ...list.filters, page: pageParam, ...cursors, format: formatParam }
        : { ...list.filters, page: pageParam, ...cursors },
    ),
    responses: { 200: list.answer },
    ...(list.exported ? { files: EXPORT_TYPES } : {}),
    errors: [404],
  });
}

/** Each back-office operation of this file by name; their paths: src/lib/paths/staff.ts. */
export const staffOps = {
  choirs: staffList({
    path: paths.choirs,
    summary: 'Every choir: the waiting ones first, then by name',
    description: 'Each with its county, members and conductors (approved) and founding time.',
    answer: staffChoirPageSchema,
    keyset: true,
    filters: {
      status: choice(CHOIR_STATUSES, 'waiting (not confirmed yet) or confirmed'),
      county: countyParam,
      q: search('any part of the name or the city, ignoring case and diacritics'),
    },
    exported: true,
  }),
  choir: staffOperation({
    method: 'get',
    path: paths.choir,
    summary: 'A choir: every field, all its members (conductors first), its history',
    description:
      'The details as GET /api/choir/{id}/ answers them to staff, when it was founded, every member with e-mail and state, and the first page of the history (the next: GET /api/choir/{id}/history/?page=N).',
    responses: { 200: staffChoirDetailsSchema },
    errors: [404],
  }),
  choirEdit: staffOperation({
    method: 'patch',
    path: paths.choir,
    summary: "Edits a choir's whole form, as its conductor would",
    description:
      "The conductors' edit (the same form and rules, src/server/choirs/edit.ts); journal `choir.edit` with the fields changed, when any. 409 when `version` is not the choir's current one (someone saved since it was read).",
    body: choirEditSchema,
    responses: { 200: choirDetailsSchema },
    errors: [404, 409],
  }),
  choirConfirm: staffOperation({
    method: 'post',
    path: paths.choirConfirm,
    summary: 'Confirms a choir, with an optional note for its conductors',
    description:
      'In one transaction: the choir confirmed (public lists and map at once), a history entry with the note, a mail to each confirmed conductor but a blocked one (outbox), journal `choir.confirm`. 409 when it is already confirmed.',
    body: choirConfirmSchema,
    responses: { 200: staffChoirDetailsSchema },
    errors: [404, 409],
  }),
  choirWithdraw: staffOperation({
    method: 'post',
    path: paths.choirWithdraw,
    summary: "Withdraws a choir's confirmation, with a reason (5–500 characters)",
    description:
      'In one transaction: the confirmation withdrawn, a history entry and a mail to each conductor with the reason, journal `choir.withdraw`. 409 when it is not confirmed.',
    body: choirWithdrawSchema,
    responses: { 200: staffChoirDetailsSchema },
    errors: [404, 409],
  }),
  people: staffList({
    path: paths.people,
    summary: 'Every account, by name',
    description:
      'Each with its state (active, inactive: never activated, blocked), whether it is staff, how many choirs. `role=conductor|singer` with `county`: that role in a choir of the county.',
    answer: staffPersonPageSchema,
    keyset: true,
    filters: {
      q: search(
        'every word in the name or the e-mail, ignoring case and diacritics (trigram index)',
      ),
      state: choice(PERSON_STATES, 'active, inactive (not activated) or blocked'),
      role: choice(PERSON_ROLES, 'conductor or singer of some choir, staff, or none (in no choir)'),
      county: choice(COUNTY_CODES, "Members of some choir of this county (code, e.g. 'IS')"),
    },
    exported: true,
  }),
  members: staffList({
    path: paths.members,
    summary: 'One row per membership (member, choir, county, role), by choir then member',
    description:
      'With the phone number: the list exported per county (84,000 rows stream in constant memory). No search.',
    answer: staffMemberPageSchema,
    keyset: true,
    filters: {
      county: choice(COUNTY_CODES, "The choirs of a county (code, e.g. 'IS')"),
      choir_id: param(
        v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/)),
        "One choir's members; not a positive number: 400",
      ),
      role: choice(MEMBER_ROLES, 'conductor or singer'),
    },
    exported: true,
  }),
  person: staffOperation({
    method: 'get',
    path: paths.person,
    summary: 'An account: profile, state, choirs and sessions (never the password hash)',
    description:
      'Open sessions, last login, the block reason while blocked; its memberships, conductor roles first.',
    responses: { 200: staffPersonDetailSchema },
    errors: [404],
  }),
  personResendActivation: staffOperation({
    method: 'post',
    path: paths.personResendActivation,
    summary: 'Mails a new activation link to an account not yet activated',
    description:
      'Journal `user.resend_activation`. 409 once the account is active, or while it is blocked (a blocked account receives no mail).',
    responses: { 200: detailSchema },
    errors: [404, 409],
  }),
  personBlock: staffOperation({
    method: 'post',
    path: paths.personBlock,
    summary: 'Blocks an account: its sessions end at once, it cannot log in',
    description:
      "The reason (optional) is kept in the journal (`user.block`) and shown on the account. Every server process forgets its sessions. The calendar feed URL ends (404, like an unknown token; unblocked, the member gets a new one) and the mails still waiting for the account are dropped; it receives no mail sent in bulk or by someone else's action until unblocked. 409 for one's own account or an account already blocked; another staff account can be blocked.",
    body: blockSchema,
    responses: { 200: detailSchema },
    errors: [404, 409],
  }),
  personUnblock: staffOperation({
    method: 'post',
    path: paths.personUnblock,
    summary: 'Unblocks an account (it logs in again)',
    description: 'Journal `user.unblock`. 409 when it is not blocked.',
    responses: { 200: detailSchema },
    errors: [404, 409],
  }),
  events: staffList({
    path: paths.events,
    summary: "The programme's global events: upcoming (soonest first) or past (latest first)",
    description:
      'As the calendar answers them. Created, edited and deleted through /api/event/ with `cor: 0`, which records each change in the journal.',
    answer: staffEventPageSchema,
    filters: {
      when: choice(['upcoming', 'past'], 'upcoming (not ended; the default) or past (ended)'),
      q: search('any part of the title or the place'),
    },
  }),
  home: staffOperation({
    method: 'get',
    path: paths.home,
    summary: "What waits for the staff: the back office's home",
    description: `Counted in the database, in one statement: the choirs to confirm, the messages of each inbox nobody has replied to, the public forms' submissions from \`since\` (the last ${STAFF_HOME_RECENT_DAYS} Bucharest days, today included) and the consents the daily retention run deletes within ${STAFF_HOME_SWEEP_NOTICE_DAYS} days (those sent up to \`until\`, included). Each count is what its list shows with the same filter (\`?status=waiting\`, \`?answered=no\`, \`?from=\`, \`?to=\`).`,
    responses: { 200: staffHomeSchema },
  }),
  reports: staffOperation({
    method: 'get',
    path: paths.reports,
    summary: "The programme's figures, in total and for each of the 42 counties",
    description:
      'Counted in the database (GROUP BY), zeros included. `?from=&to=` narrow the sign-ups counted (Bucharest days, both included; `to` before `from`: 400). `?format=csv|xlsx`: the per-county table with a last row of totals as a file, recorded in the journal (`list.export`).',
    query: v.object({ ...reportQuerySchema.pipe[0].entries, format: formatParam }),
    responses: { 200: reportSchema },
    files: EXPORT_TYPES,
  }),
  attendanceReport: staffOperation({
    method: 'get',
    path: paths.attendanceReport,
    summary:
      'Attendance at rehearsals per county (all 42), nationally and month by month: children present, rate',
    description: `${FIGURES_RULE} Over whole months: the period is widened to the first day of \`from\`'s month and the last day of \`to\`'s, and the answer's \`from\` and \`to\` say so. Without a period: the last month. \`children\` counts distinct children present at least once. Only figures, never a child's row. \`?format=csv|xlsx\`: the per-county table with a last row of totals, recorded in the journal (\`list.export\`).`,
    query: v.object({ ...figuresQuery.entries, format: formatParam }),
    responses: { 200: nationalFiguresSchema },
    files: EXPORT_TYPES,
  }),
  audit: staffList({
    path: paths.audit,
    summary: 'The journal of staff actions, newest first',
    description:
      'Every change made in the back office and every export or download of personal data: who, when, what (`action`, e.g. `choir.confirm`), on what (type, id, label) and the details.',
    answer: staffActionPageSchema,
    filters: {
      q: search("any part of the target's label or of the staff member's e-mail"),
      action: param(v.string(), "An action's key, e.g. 'user.block'"),
      target_type: param(v.string(), "A target's type, e.g. 'choir'"),
      target_id: param(
        v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/)),
        "A target's id; not a positive number (or past a database integer): 400",
      ),
      from: day('First day of the actions'),
      to: day('Last day of the actions (before `from`: 400)'),
    },
    exported: true,
  }),
} satisfies Record<string, Operation>;
