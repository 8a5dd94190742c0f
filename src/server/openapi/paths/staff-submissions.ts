/**
 * What the public sends to the back office: the workshops and their sign-ups
 * (routes/staff/workshops.ts), the public forms' submissions and consents (submissions.ts), the
 * contact messages and the madrigal singers' inbox (messages.ts).
 */
import * as v from 'valibot';
import {
  contactPageSchema,
  contactThreadSchema,
  madrigalistPageSchema,
  madrigalistStaffThreadSchema,
  staffReplySchema,
} from '../../../lib/api/staff-messages.ts';
import {
  submissionDetailSchema,
  submissionPageSchema,
  workshopChoicesSchema,
} from '../../../lib/api/staff-submissions.ts';
import {
  staffWorkshopSchema,
  staffWorkshopSessionPageSchema,
  staffWorkshopSessionSchema,
  staffWorkshopSignUpPageSchema,
} from '../../../lib/api/staff-workshops.ts';
import { COUNTY_CODES } from '../../../lib/counties.ts';
import { DAY_YEARS } from '../../../lib/limits.ts';
import { AUDITION_CATEGORIES } from '../../../lib/messages-auditions.ts';
import { madrigalistMessageSchema } from '../../../lib/schemas/madrigalist.ts';
import { ANSWERED_CHOICES, contactReplySchema } from '../../../lib/staff/messages.ts';
import { CONSENT_STATES } from '../../../lib/staff/submissions.ts';
import { sessionSchema, workshopSchema } from '../../../lib/staff/workshops.ts';
import type { Operation } from '../operation.ts';
import { choice, param, search, staffList, staffOperation } from './staff.ts';

const SIGN_UPS = {
  description:
    'Newest first, each with the titles of the workshops it chose. Children’s data: the export is recorded.',
  answer: staffWorkshopSignUpPageSchema,
  filters: { q: search('any part of the name, the e-mail or the phone') },
  exported: true,
};
const SESSION_RULES =
  'The whole form: the sign-up window opens on or before the day it closes, and closes at the latest on the workshops’ day (400 `{ availability_end }`).';
const NO_SIGN_UPS =
  'Checked under the workshops’ row locks that sign-ups take, so none slips in meanwhile.';

const workshopOperations: Operation[] = [
  staffList({
    path: '/api/staff/workshops/sessions/',
    summary: 'The session dates, the latest day first, each with its workshops by hour',
    description:
      'Each with its sign-up window, whether /ateliere shows it today, its sign-ups and, for each workshop, the places and the sign-ups taken.',
    answer: staffWorkshopSessionPageSchema,
  }),
  staffOperation({
    method: 'post',
    path: '/api/staff/workshops/sessions/',
    summary: 'Adds a session date with its sign-up window',
    description: `${SESSION_RULES} A new date is not in the past (400 \`{ date }\`). Journal \`workshop_session.create\`.`,
    body: sessionSchema(true),
    responses: { 201: staffWorkshopSessionSchema },
  }),
  staffOperation({
    method: 'get',
    path: '/api/staff/workshops/sessions/{id}/',
    summary: 'A session date with its workshops',
    responses: { 200: staffWorkshopSessionSchema },
    errors: [404],
  }),
  staffOperation({
    method: 'patch',
    path: '/api/staff/workshops/sessions/{id}/',
    summary: 'Edits a session date and its window (a past date may be corrected)',
    description: `${SESSION_RULES} Journal \`workshop_session.update\` with each change.`,
    body: sessionSchema(false),
    responses: { 200: staffWorkshopSessionSchema },
    errors: [404],
  }),
  staffOperation({
    method: 'delete',
    path: '/api/staff/workshops/sessions/{id}/',
    summary: 'Deletes a session date and its workshops, while none has a sign-up',
    description: `409 when any of its workshops has a sign-up. ${NO_SIGN_UPS} Journal \`workshop_session.delete\`.`,
    responses: { 204: null },
    errors: [404, 409],
  }),
  staffList({
    path: '/api/staff/workshops/sessions/{id}/sign-ups/',
    summary: 'The sign-ups to any workshop of a session date',
    ...SIGN_UPS,
  }),
  staffOperation({
    method: 'post',
    path: '/api/staff/workshops/sessions/{id}/workshops/',
    summary: 'Adds a workshop to a session date',
    description:
      'Hour as HH:MM (Bucharest); `places` a whole number 1–10000, or null / empty for no limit. Journal `workshop.create`.',
    body: workshopSchema,
    responses: { 201: staffWorkshopSchema },
    errors: [404],
  }),
  staffOperation({
    method: 'patch',
    path: '/api/staff/workshops/{id}/',
    summary: 'Edits a workshop (the whole form)',
    description: `400 \`{ places }\` for fewer places than the sign-ups it holds. ${NO_SIGN_UPS} Journal \`workshop.update\` with each change.`,
    body: workshopSchema,
    responses: { 200: staffWorkshopSchema },
    errors: [404],
  }),
  staffOperation({
    method: 'delete',
    path: '/api/staff/workshops/{id}/',
    summary: 'Deletes a workshop without sign-ups',
    description: `409 when it has a sign-up. ${NO_SIGN_UPS} Journal \`workshop.delete\`.`,
    responses: { 204: null },
    errors: [404, 409],
  }),
  staffList({
    path: '/api/staff/workshops/{id}/sign-ups/',
    summary: 'The sign-ups that chose a workshop',
    ...SIGN_UPS,
  }),
];

const day = (what: string) =>
  param(
    v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
    `${what} (YYYY-MM-DD, a Bucharest day, included); not a real day of the years ${DAY_YEARS.min}–${DAY_YEARS.max}: 400`,
  );

const submissionOperations: Operation[] = [
  staffOperation({
    method: 'get',
    path: '/api/staff/submissions/workshops/choices/',
    summary: 'The workshops to filter the workshop sign-ups by, the newest session first',
    responses: { 200: workshopChoicesSchema },
  }),
  staffOperation({
    method: 'get',
    path: '/api/staff/submissions/consents/{id}/pdf/',
    summary: 'A signed consent’s PDF, shown in place (never cached)',
    description:
      'Each download is recorded in the journal (`consent.pdf`) before the bytes leave. `Repr-Digest` carries the SHA-256 recorded when it was signed.',
    mediaType: 'application/pdf',
    responses: { 200: v.string() },
    errors: [404],
  }),
  staffList({
    path: '/api/staff/submissions/{form}/',
    summary: "A public form's submissions, newest first, with the form's main fields",
    description:
      "`form`: auditions, campaign, questionnaire, workshops or consents (another: 404). `?q=` reads the names and e-mails (the questionnaire: its open answers; consents: the child's and the choir's names too). `?to=` before `?from=`: 400. Each form's own filters: `category` (auditions), `county` and `area` (campaign), `workshop` (workshops: an id of …/workshops/choices/), `state` (consents, computed: withdrawn, expired after the years of validity, else valid). Children's data: the export is recorded with its filters.",
    answer: submissionPageSchema,
    filters: {
      q: search('the names and e-mails, ignoring case and diacritics'),
      from: day('First day sent'),
      to: day('Last day sent'),
      category: choice(AUDITION_CATEGORIES, 'Auditions: the category'),
      county: choice(COUNTY_CODES, "Campaign: the county's code, e.g. 'IS'"),
      area: choice(['rural', 'urban'], 'Campaign: rural or urban'),
      workshop: param(
        v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/)),
        "Workshops: the sign-ups that chose this workshop's id; not a positive number: 400",
      ),
      state: choice(CONSENT_STATES, 'Consents: valid, withdrawn or expired'),
    },
    exported: true,
  }),
  staffOperation({
    method: 'get',
    path: '/api/staff/submissions/{form}/{id}/',
    summary: 'One submission whole: every field with its label, ready to show',
    description:
      'The questionnaire: its 39 questions. A consent adds its state, dates and the address of its signed PDF.',
    responses: { 200: submissionDetailSchema },
    errors: [404],
  }),
];

const ANSWERED = choice(ANSWERED_CHOICES, 'yes: with a reply of the team; no: without');

/** The list, the thread and the reply of one inbox. */
function inboxOperations(inbox: {
  path: string;
  name: string;
  page: v.GenericSchema;
  thread: v.GenericSchema;
  reply: v.GenericSchema;
  action: string;
  mail: string;
}): Operation[] {
  return [
    staffList({
      path: inbox.path,
      summary: `${inbox.name}, newest first, with how many replies and the last one's time`,
      description: '',
      answer: inbox.page,
      filters: {
        q: search("any part of the sender's name, e-mail or the text, ignoring diacritics"),
        answered: ANSWERED,
      },
      exported: true,
    }),
    staffOperation({
      method: 'get',
      path: `${inbox.path}{id}/`,
      summary: 'A message with the team’s replies, oldest first',
      responses: { 200: inbox.thread },
      errors: [404],
    }),
    staffOperation({
      method: 'post',
      path: `${inbox.path}{id}/reply/`,
      summary: 'Replies to a message',
      description: `In one transaction: the reply stored, ${inbox.mail} through the outbox, journal \`${inbox.action}\`.`,
      body: inbox.reply,
      responses: { 201: staffReplySchema },
      errors: [404],
    }),
  ];
}

const messageOperations: Operation[] = [
  ...inboxOperations({
    path: '/api/staff/messages/contact/',
    name: 'The contact form’s messages',
    page: contactPageSchema,
    thread: contactThreadSchema,
    reply: contactReplySchema,
    action: 'contact.reply',
    mail: 'mailed to the sender with the message quoted',
  }),
  ...inboxOperations({
    path: '/api/staff/messages/madrigalist/',
    name: 'The madrigal singers’ inbox: members’ messages',
    page: madrigalistPageSchema,
    thread: madrigalistStaffThreadSchema,
    reply: madrigalistMessageSchema,
    action: 'madrigalist.reply',
    mail: 'unread for the member and mailed to them',
  }),
];

export const staffSubmissionOperations: Operation[] = [
  ...workshopOperations,
  ...submissionOperations,
  ...messageOperations,
];
