/**
 * The public sign-up forms of issue #11 kept by F1: auditions, the survey campaign and the
 * conductors' questionnaire. Each submission is one row, written once: `submission_id` is the
 * UUID the page made when it showed the form, unique, so a send repeated after a lost answer
 * stores nothing new (src/server/signups/submit.ts). `form_version` names the form's wording the
 * person answered (a constant in the form's schema file), so answers stay readable after the
 * questions change. Re-exported by schema.ts.
 */
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

const submission = () => ({
  id: serial('id').primaryKey(),
  submissionId: uuid('submission_id').notNull().unique(),
  formVersion: integer('form_version').notNull(),
  createdAt: createdAt(),
});

/** POST /api/signup/auditions/ (document 1 §7). */
export const auditionSignups = pgTable('audition_signups', {
  ...submission(),
  category: text('category').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  age: smallint('age').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  school: text('school').notNull(),
  reason: text('reason').notNull(),
  experience: text('experience').notNull(),
  /** Always true: the form cannot be sent without it; kept as the record of the agreement. */
  agreed: boolean('agreed').notNull(),
});

/** POST /api/sign-ups/campaign/ ('DA pentru ora de muzică', document 2 §3). */
export const campaignAnswers = pgTable('campaign_answers', {
  ...submission(),
  name: text('name').notNull(),
  county: text('county').notNull(),
  area: text('area', { enum: ['rural', 'urban'] }).notNull(),
  education: text('education').notNull(),
  workplace: text('workplace').notNull(),
  involved: text('involved').notNull(),
  q2: text('q2').notNull(),
  q3: text('q3').notNull(),
  q4: text('q4').notNull(),
  q5: text('q5').notNull(),
  q6: text('q6').notNull(),
  q7: text('q7').notNull(),
  /** Optional: null when the person gave none (then no confirmation mail is sent). */
  email: text('email'),
  agreed: boolean('agreed').notNull(),
});

/**
 * POST /api/sign-ups/questionnaire/ ('Muzica pentru toți', document 2 §3): the 16 closed answers
 * as the option values of the spec (a list for q9 and q11, which take several), the 23 open ones
 * in one document keyed 'q17'…'q39', holding only the answers given.
 */
export const questionnaireAnswers = pgTable('questionnaire_answers', {
  ...submission(),
  q1: smallint('q1').notNull(),
  q2: smallint('q2').notNull(),
  q3: smallint('q3').notNull(),
  q4: smallint('q4').notNull(),
  q5: smallint('q5').notNull(),
  q6: smallint('q6').notNull(),
  q7: smallint('q7').notNull(),
  q8: smallint('q8').notNull(),
  q9: smallint('q9').array().notNull(),
  q10: smallint('q10').notNull(),
  q11: smallint('q11').array().notNull(),
  q12: smallint('q12').notNull(),
  q13: smallint('q13').notNull(),
  q14: smallint('q14').notNull(),
  q15: smallint('q15').notNull(),
  q16: smallint('q16').notNull(),
  open: jsonb('open').$type<Record<string, string>>().notNull(),
});
