/**
 * Texts every page and list of the back office shares (issue #12), and its side menu. Each area's
 * own texts are in src/lib/messages-staff-<area>.ts.
 */
import { STAFF_SEARCH_MAX_LENGTH } from './limits.ts';
import { countOf } from './messages.ts';
import { exportFiles } from './messages-export.ts';

/** The back office's pages, in the side menu's order. */
export const STAFF_SECTIONS = [
  { href: '/cont/administrare/coruri', label: 'Coruri' },
  { href: '/cont/administrare/persoane', label: 'Persoane' },
  { href: '/cont/administrare/librarie', label: 'Librărie și resurse' },
  { href: '/cont/administrare/ateliere', label: 'Ateliere' },
  { href: '/cont/administrare/evenimente', label: 'Evenimente globale' },
  { href: '/cont/administrare/inscrieri', label: 'Înscrieri și consimțăminte' },
  { href: '/cont/administrare/mesaje', label: 'Mesaje' },
  { href: '/cont/administrare/rapoarte', label: 'Rapoarte' },
  { href: '/cont/administrare/jurnal', label: 'Jurnalul acțiunilor' },
  { href: '/cont/administrare/pastrare-date', label: 'Păstrarea datelor' },
] as const;

export const staff = {
  area: 'Administrare',
  navLabel: 'Meniul administrării',
  backToMembers: 'Înapoi la platforma membrilor',
  search: 'Caută',
  filters: 'Filtre',
  all: 'Toate',
  allCounties: 'Toate județele',
  county: 'Județ',
  resetFilters: 'Șterge filtrele',
  exportCsv: 'Exportă CSV',
  exportXlsx: 'Exportă XLSX',
  exportLabel: (list: string) => `Exportă lista „${list}”`,
  /** Above a list: how many rows match. */
  count: (n: number) => countOf(n, 'rezultat', 'rezultate'),
  /** Above a long list whose count stopped at its limit. */
  countOver: (n: number) => `Peste ${countOf(n, 'rezultat', 'rezultate')}`,
  empty: 'Nu am găsit nimic pentru filtrele alese.',
  loadFailed: 'Lista nu a putut fi încărcată. Încearcă din nou.',
  retry: 'Încearcă din nou',
  pagesOf: (list: string) => `Paginile listei „${list}”`,
  sortBy: (column: string) => `Ordonează după ${column}`,
  saved: 'Modificările au fost salvate.',
  cancel: 'Renunță',
  save: 'Salvează',
  close: 'Închide',
  confirmDelete: 'Șterge',
  yes: exportFiles.yes,
  no: exportFiles.no,
  badFormat: 'Formatul exportului trebuie să fie CSV sau XLSX.',
  badSearch: `Textul căutat poate avea cel mult ${STAFF_SEARCH_MAX_LENGTH} de caractere.`,
  badPage: 'Pagina cerută nu există.',
  badCursor: 'Adresa paginii nu este validă. Întoarce-te la prima pagină a listei.',
  badFilter: 'Valoarea filtrului nu este validă.',
} as const;
