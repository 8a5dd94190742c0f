/** The back office's submissions of the public forms and the consents (routes/staff/submissions.ts). */
import * as v from 'valibot';
import {
  CONSENT_STATES,
  submissionDetailSchema,
  submissionPageSchema,
  workshopChoicesSchema,
} from '../../../lib/api/staff-submissions.ts';
import { COUNTY_CODES } from '../../../lib/counties.ts';
import { AUDITION_CATEGORIES } from '../../../lib/messages-auditions.ts';
import { submissionPaths as paths } from '../../../lib/paths/staff-submissions.ts';
import type { Operation } from '../operation.ts';
import { choice, day, param, search, staffList, staffOperation } from './staff.ts';

/** In this order: the first two are matched before `{form}` would take their first part. */
export const submissionOps = {
  workshopChoices: staffOperation({
    method: 'get',
    path: paths.workshopChoices,
    summary: 'The workshops to filter the workshop sign-ups by, the newest session first',
    responses: { 200: workshopChoicesSchema },
  }),
  consentPdf: staffOperation({
    method: 'get',
    path: paths.consentPdf,
    summary: 'A signed consent’s PDF, shown in place (never cached)',
    description:
      'Each download is recorded in the journal (`consent.pdf`) before the bytes leave. `Repr-Digest` carries the SHA-256 recorded when it was signed.',
    mediaType: 'application/pdf',
    responses: { 200: v.string() },
    errors: [404],
  }),
  list: staffList({
    path: paths.list,
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
  submission: staffOperation({
    method: 'get',
    path: paths.submission,
    summary: 'One submission whole: every field with its label, ready to show',
    description:
      'The questionnaire: its 39 questions. A consent adds its state, dates and the address of its signed PDF.',
    responses: { 200: submissionDetailSchema },
    errors: [404],
  }),
} satisfies Record<string, Operation>;
