/**
 * The back office's lists of three public forms' submissions (src/server/staff/submission-form.ts):
 * the auditions, the campaign's answers and the questionnaire.
 */
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { COUNTY_CODES, countyName } from '../../lib/counties.ts';
import { auditions as auditionTexts, campaign as campaignTexts } from '../../lib/messages.ts';
import { AUDITION_CATEGORIES } from '../../lib/messages-auditions.ts';
import {
  CLOSED_QUESTIONS,
  type ClosedKey,
  OPEN_QUESTIONS,
  type OpenKey,
} from '../../lib/messages-questionnaire.ts';
import { submissions as m } from '../../lib/messages-staff-submissions.ts';
import type { Db } from '../db/client.ts';
import { fullName } from '../db/like.ts';
import { auditionSignups, campaignAnswers, questionnaireAnswers } from '../db/schema.ts';
import { foldedSearch } from './folded-search.ts';
import { readChoice } from './list.ts';
import { defineForm, joined, noFilters } from './submission-form.ts';

const closedAnswer = (key: ClosedKey, value: number | number[]) => {
  const options: readonly string[] = CLOSED_QUESTIONS[key].options;
  return joined((Array.isArray(value) ? value : [value]).map((n) => options[n - 1] ?? String(n)));
};
const yesNo = (value: string) => campaignTexts[value as 'yes' | 'no' | 'pro' | 'against'] ?? value;

export const auditionsForm = (db: Db) =>
  defineForm({
    table: auditionSignups,
    id: auditionSignups.id,
    createdAt: auditionSignups.createdAt,
    rows: (where, limit, offset = 0) =>
      db
        .select()
        .from(auditionSignups)
        .where(where)
        .orderBy(desc(auditionSignups.id))
        .limit(limit)
        .offset(offset),
    search: (q) =>
      foldedSearch(
        q,
        fullName(auditionSignups.firstName, auditionSignups.lastName),
        auditionSignups.email,
      ),
    filters: (c) => {
      const category = readChoice(c, 'category', AUDITION_CATEGORIES);
      return {
        where: category ? [eq(auditionSignups.category, category)] : [],
        applied: { category },
      };
    },
    row: (row) => ({
      name: `${row.firstName} ${row.lastName}`,
      age: row.age,
      category: auditionTexts.categories[row.category as 'choir'] ?? row.category,
      email: row.email,
      phone: row.phone,
    }),
    fields: [
      { label: auditionTexts.firstName, value: (row) => row.firstName },
      { label: auditionTexts.lastName, value: (row) => row.lastName },
      { label: auditionTexts.age, value: (row) => row.age },
      {
        label: auditionTexts.category,
        value: (row) => auditionTexts.categories[row.category as 'choir'] ?? row.category,
      },
      { label: auditionTexts.email, value: (row) => row.email },
      { label: auditionTexts.phone, value: (row) => row.phone },
      { label: auditionTexts.school, value: (row) => row.school },
      { label: auditionTexts.reason, value: (row) => row.reason },
      { label: auditionTexts.experience, value: (row) => row.experience },
      { label: auditionTexts.agreedShort, value: (row) => row.agreed },
    ],
  });

export const campaignForm = (db: Db) =>
  defineForm({
    table: campaignAnswers,
    id: campaignAnswers.id,
    createdAt: campaignAnswers.createdAt,
    rows: (where, limit, offset = 0) =>
      db
        .select()
        .from(campaignAnswers)
        .where(where)
        .orderBy(desc(campaignAnswers.id))
        .limit(limit)
        .offset(offset),
    search: (q) => foldedSearch(q, campaignAnswers.name, campaignAnswers.email),
    filters: (c) => {
      const county = readChoice(c, 'county', COUNTY_CODES);
      const area = readChoice(c, 'area', ['rural', 'urban'] as const);
      return {
        where: [
          county ? eq(campaignAnswers.county, county) : undefined,
          area ? eq(campaignAnswers.area, area) : undefined,
        ].filter((f): f is SQL => f !== undefined),
        applied: { county, area },
      };
    },
    row: (row) => ({
      name: row.name,
      county: countyName(row.county),
      area: campaignTexts.areas[row.area],
      email: row.email,
    }),
    fields: [
      { label: campaignTexts.name, value: (row) => row.name },
      { label: campaignTexts.county, value: (row) => countyName(row.county) },
      { label: campaignTexts.area, value: (row) => campaignTexts.areas[row.area] },
      {
        label: campaignTexts.education,
        value: (row) => campaignTexts.educations[row.education as 'phd'] ?? row.education,
      },
      { label: campaignTexts.workplace, value: (row) => row.workplace },
      ...(['involved', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'] as const).map((key) => ({
        label: campaignTexts.questions[key],
        value: (row: typeof campaignAnswers.$inferSelect) => yesNo(row[key]),
      })),
      { label: campaignTexts.email, value: (row) => row.email },
      { label: campaignTexts.agreedShort, value: (row) => row.agreed },
    ],
  });

export const questionnaireForm = (db: Db) =>
  defineForm({
    table: questionnaireAnswers,
    id: questionnaireAnswers.id,
    createdAt: questionnaireAnswers.createdAt,
    rows: (where, limit, offset = 0) =>
      db
        .select()
        .from(questionnaireAnswers)
        .where(where)
        .orderBy(desc(questionnaireAnswers.id))
        .limit(limit)
        .offset(offset),
    // No name nor e-mail: the search reads the open answers.
    search: (q) => foldedSearch(q, sql`${questionnaireAnswers.open}::text`),
    filters: noFilters,
    row: (row) => ({
      age: closedAnswer('q1', row.q1),
      area: closedAnswer('q3', row.q3),
      experience: closedAnswer('q7', row.q7),
      open: m.answered(Object.values(row.open).filter((answer) => answer.trim()).length),
    }),
    fields: [
      ...(Object.keys(CLOSED_QUESTIONS) as ClosedKey[]).map((key, i) => ({
        label: `${i + 1}. ${CLOSED_QUESTIONS[key].label}`,
        value: (row: typeof questionnaireAnswers.$inferSelect) => closedAnswer(key, row[key]),
      })),
      ...(Object.keys(OPEN_QUESTIONS) as OpenKey[]).map((key) => ({
        label: `${key.slice(1)}. ${OPEN_QUESTIONS[key]}`,
        value: (row: typeof questionnaireAnswers.$inferSelect) => row.open[key] ?? '',
      })),
    ],
  });
