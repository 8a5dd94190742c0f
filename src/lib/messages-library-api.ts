/**
 * Romanian texts of the library's API answers: the score list's query errors and the names of
 * the zips it downloads. Part of messages.ts, which re-exports them (import from there); the
 * pages' texts are in messages-library.ts.
 */
import { LIBRARY_FILTER_MAX_IDS } from './limits.ts';

export const libraryApi = {
  /** voices, themes, difficulties, choir_types: not a comma-separated list of ids. */
  termIds: 'Alege valori din listă.',
  tooManyTerms: `Poți alege cel mult ${LIBRARY_FILTER_MAX_IDS} valori.`,
  /** files: something other than mp3 and pdf. */
  fileTypes: 'Alege tipul de fișier dintre MP3 și PDF.',
  /** A page that is not a positive number, or past the end of the list. */
  invalidPage: 'Pagina cerută nu există.',
  /** The zip of a resources box, e.g. 'Afișe.zip'. */
  resourceBoxes: { posters: 'Afișe', brand: 'Materiale de brand', others: 'Alte materiale' },
  /** A file of a zip whose title leaves no letter to name it by. */
  untitled: 'fișier',
} as const;
