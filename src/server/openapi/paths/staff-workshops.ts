/** The back office's workshops: session dates, their workshops and sign-ups (routes/staff/workshop-*.ts). */
import {
  staffWorkshopSchema,
  staffWorkshopSessionPageSchema,
  staffWorkshopSessionSchema,
  staffWorkshopSignUpPageSchema,
} from '../../../lib/api/staff-workshops.ts';
import { staffWorkshopPaths as paths } from '../../../lib/paths/staff-submissions.ts';
import { sessionSchema, workshopSchema } from '../../../lib/schemas/staff-workshops.ts';
import type { Operation } from '../operation.ts';
import { search, staffList, staffOperation } from './staff.ts';

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

export const staffWorkshopOps = {
  sessions: staffList({
    path: paths.sessions,
    summary: 'The session dates, the latest day first, each with its workshops by hour',
    description:
      'Each with its sign-up window, whether /ateliere shows it today, its sign-ups and, for each workshop, the places and the sign-ups taken.',
    answer: staffWorkshopSessionPageSchema,
  }),
  createSession: staffOperation({
    method: 'post',
    path: paths.sessions,
    summary: 'Adds a session date with its sign-up window',
    description: `${SESSION_RULES} A new date is not in the past (400 \`{ date }\`). Journal \`workshop_session.create\`.`,
    body: sessionSchema(true),
    responses: { 201: staffWorkshopSessionSchema },
  }),
  session: staffOperation({
    method: 'get',
    path: paths.session,
    summary: 'A session date with its workshops',
    responses: { 200: staffWorkshopSessionSchema },
    errors: [404],
  }),
  updateSession: staffOperation({
    method: 'patch',
    path: paths.session,
    summary: 'Edits a session date and its window (a past date may be corrected)',
    description: `${SESSION_RULES} Journal \`workshop_session.update\` with each change.`,
    body: sessionSchema(false),
    responses: { 200: staffWorkshopSessionSchema },
    errors: [404],
  }),
  deleteSession: staffOperation({
    method: 'delete',
    path: paths.session,
    summary: 'Deletes a session date and its workshops, while none has a sign-up',
    description: `409 when any of its workshops has a sign-up. ${NO_SIGN_UPS} Journal \`workshop_session.delete\`.`,
    responses: { 204: null },
    errors: [404, 409],
  }),
  sessionSignUps: staffList({
    path: paths.sessionSignUps,
    summary: 'The sign-ups to any workshop of a session date',
    ...SIGN_UPS,
  }),
  createWorkshop: staffOperation({
    method: 'post',
    path: paths.sessionWorkshops,
    summary: 'Adds a workshop to a session date',
    description:
      'Hour as HH:MM (Bucharest); `places` a whole number 1–10000, or null / empty for no limit. Journal `workshop.create`.',
    body: workshopSchema,
    responses: { 201: staffWorkshopSchema },
    errors: [404],
  }),
  updateWorkshop: staffOperation({
    method: 'patch',
    path: paths.workshop,
    summary: 'Edits a workshop (the whole form)',
    description: `400 \`{ places }\` for fewer places than the sign-ups it holds. ${NO_SIGN_UPS} Journal \`workshop.update\` with each change.`,
    body: workshopSchema,
    responses: { 200: staffWorkshopSchema },
    errors: [404],
  }),
  deleteWorkshop: staffOperation({
    method: 'delete',
    path: paths.workshop,
    summary: 'Deletes a workshop without sign-ups',
    description: `409 when it has a sign-up. ${NO_SIGN_UPS} Journal \`workshop.delete\`.`,
    responses: { 204: null },
    errors: [404, 409],
  }),
  workshopSignUps: staffList({
    path: paths.workshopSignUps,
    summary: 'The sign-ups that chose a workshop',
    ...SIGN_UPS,
  }),
} satisfies Record<string, Operation>;
