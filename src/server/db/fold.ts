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

/** The Romanian alphabet in its order: ă after a, â after ă, î after i, ș after s, ț after t. */
const ALPHABET = 'aăâbcdefghiîjklmnopqrsștțuvwxyz';
/** Each letter becomes one character from U+0100 on, in the alphabet's order, after digits and spaces. */
const ALPHABET_KEYS = [...ALPHABET].map((_, i) => String.fromCharCode(0x100 + i)).join('');
/** Other accented letters of names (é, ö…), folded to their plain letter. */
const OTHER_ACCENTED = 'áàäãåéèêëíìïóòôöõőúùûüűçñ';
const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** Capitals and cedilla forms to the lower Romanian letters; other accented letters to plain ones. */
const SORT_FROM = `ĂÂÎȘȚŞŢşţ${OTHER_ACCENTED}${OTHER_ACCENTED.toUpperCase()}${DROPPED}`;
const SORT_TO = `ăâîșțșțșț${plain(OTHER_ACCENTED)}${plain(OTHER_ACCENTED.toUpperCase())}`;

/**
 * The sort key of a title in Romanian order, for `order by key collate "C"`: PGlite has no ICU
 * collation, so the order is spelled out here and stored in a generated column. 'Ăla' sorts after
 * 'Azi' and before 'Bun', 'Șapte' after 'Sus' and before 'Tata', as a Romanian reader expects.
 */
export function romanianSortKey(expr: SQL): SQL {
  return sql`translate(lower(translate(${expr}, ${sql.raw(`'${SORT_FROM}'`)}, ${sql.raw(`'${SORT_TO}'`)})), ${sql.raw(`'${ALPHABET}'`)}, ${sql.raw(`'${ALPHABET_KEYS}'`)})`;
}
