/**
 * The search key of a text: lower case, without diacritics, so 'iasi' finds 'Iași' and 'IAȘI'.
 * PGlite ships without the `unaccent` extension and its default C locale lower-cases ASCII only,
 * so the letters are mapped by `translate()` first and `lower()` then sees plain ASCII. The same
 * expression builds the stored search columns and folds the searched text, so both always agree.
 * Changing the letters below needs a migration that redefines the generated columns.
 */
import { type SQL, sql } from 'drizzle-orm';

/** Each pair: a letter with a diacritic and its plain letter (Romanian first, then neighbours). */
const PAIRS =
  'ăa âa îi șs şs țt ţt áa àa äa ãa åa ée èe êe ëe íi ìi ïi óo òo ôo öo õo őo úu ùu ûu üu űu çc ñn';
const lowerFrom = PAIRS.split(' ')
  .map((p) => p[0])
  .join('');
const lowerTo = PAIRS.split(' ')
  .map((p) => p[1])
  .join('');
/** Quotation marks are dropped (no letter to map to): 'corul allegro' finds 'Corul „Allegro”'. */
const DROPPED = '„”“"«»‘’';
const FROM = lowerFrom + lowerFrom.toUpperCase() + DROPPED;
const TO = lowerTo + lowerTo.toUpperCase();

/** `lower(translate(expr, 'ăâî…', 'aai…'))`: an immutable expression, usable in a generated column. */
export function fold(expr: SQL): SQL {
  return sql`lower(translate(${expr}, ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)}))`;
}
