/**
 * Romanian that agrees with the person it speaks to or of (issue #23), used by the texts of
 * messages-*.ts and the mails built from them:
 * - a word for a person by sex ('M', 'F', or unknown: null before the account is completed, or a
 *   field the reader may not see), with the both-forms wording 'aprobat(ă)' when the sex is unknown;
 * - a choir's name inside a sentence, without 'corul Corul…': a name that starts with the word
 *   'Corul' is already the phrase, as its founder wrote it ('Corul de copii „Cantemir”'); any other
 *   name gets the noun before it ('corul „Lăstarii”'). The genitive follows: 'corului „Lăstarii”',
 *   'Corului de copii „Cantemir”' (a proper name keeps its capital, as 'dirijorul Corului Madrigal').
 * The choice is in docs/decisions.md, "Romanian that agrees with its reader (issue #23)".
 */

/** The user's `sex` column; null or undefined when it is not known to this reader. */
export type Sex = 'M' | 'F' | null | undefined;

/**
 * The form that agrees with a person's sex. Unknown → `unknown`, by default both forms in one:
 * 'aprobat' / 'aprobată' → 'aprobat(ă)'; 'Fă-l' / 'Fă-o' → 'Fă-l/Fă-o'.
 */
export function bySex(sex: Sex, masculine: string, feminine: string, unknown?: string): string {
  if (sex === 'M') return masculine;
  if (sex === 'F') return feminine;
  if (unknown !== undefined) return unknown;
  return feminine.startsWith(masculine)
    ? `${masculine}(${feminine.slice(masculine.length)})`
    : `${masculine}/${feminine}`;
}

/** 'Corul' as the first word of a name, in any case: 'Corul X', 'corul x', 'CORUL X'; not 'Coruleț'. */
const LEADING_CORUL = /^corul(?![\p{L}\p{N}-])/iu;

/** 'corul' → 'corului', keeping the case the name was written in ('Corul' → 'Corului', 'CORUL' → 'CORULUI'). */
const genitiveOf = (word: string) => (word === word.toUpperCase() ? `${word}UI` : `${word}ui`);

/**
 * A choir in a sentence: nominative ('în corul „Lăstarii”', 'în Corul de copii „Cantemir”') or
 * genitive ('Dirijorul corului „Lăstarii”', 'Dirijorul Corului de copii „Cantemir”').
 */
export function choirPhrase(
  name: string,
  grammaticalCase: 'nominative' | 'genitive' = 'nominative',
) {
  const trimmed = name.trim();
  if (!LEADING_CORUL.test(trimmed)) {
    return `${grammaticalCase === 'genitive' ? 'corului' : 'corul'} ${trimmed}`;
  }
  if (grammaticalCase === 'nominative') return trimmed;
  const word = trimmed.slice(0, 'corul'.length);
  return genitiveOf(word) + trimmed.slice(word.length);
}

/** A phrase at the start of a sentence or a subject line: its first letter in capitals. */
export const capitalized = (phrase: string) =>
  phrase.charAt(0).toLocaleUpperCase('ro-RO') + phrase.slice(1);
