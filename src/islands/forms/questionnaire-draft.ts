/**
 * The answers of /chestionar typed so far, kept in this browser (localStorage) so a conductor who
 * closes the tab after question 30 finds them again. The key carries the form's version: answers
 * to other questions are never poured into these. Cleared once sent. A browser that refuses
 * storage (private mode, full) loses only this convenience.
 */
import { QUESTIONNAIRE_FORM_VERSION } from '../../lib/schemas/questionnaire.ts';

export const DRAFT_KEY = `cm-chestionar-v${QUESTIONNAIRE_FORM_VERSION}`;
/** Never kept: the bot check is spent once, the submission id belongs to one showing of the form. */
const SKIPPED = new Set(['altcha', 'submission_id']);

type Answers = Record<string, unknown>;

const hasAnswer = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== '' && value !== undefined;

/** The kept answers whose names the form has, or null when none are kept. */
export function readDraft(fields: Answers): Answers | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return null;
    const answers = Object.fromEntries(
      Object.entries(kept).filter(
        ([name, value]) =>
          name in fields &&
          !SKIPPED.has(name) &&
          (typeof value === 'string' ||
            typeof value === 'number' ||
            (Array.isArray(value) && value.every((item) => typeof item === 'number'))),
      ),
    );
    return Object.values(answers).some(hasAnswer) ? answers : null;
  } catch {
    return null;
  }
}

/** Keeps the answers given so far (nothing while none is given). */
export function writeDraft(values: Answers) {
  const answers = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => !SKIPPED.has(name) && hasAnswer(value)),
  );
  try {
    if (Object.keys(answers).length === 0) localStorage.removeItem(DRAFT_KEY);
    else localStorage.setItem(DRAFT_KEY, JSON.stringify(answers));
  } catch {
    // Storage refused: the form still works, only without the kept answers.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
