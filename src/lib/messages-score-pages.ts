/**
 * Texts of a score's pages drawn in the page (issue #27): the pages of its PDF one at a time, the
 * zoom, their text alternative, and the library's 'Vezi partitura' that opens them in a dialog.
 */

export const scorePages = {
  /** The library's button, and its name with the score's (several on one page). */
  open: 'Vezi partitura',
  openLabel: (title: string) => `Vezi partitura ${title}`,
  dialogTitle: (title: string) => `Partitura: ${title}`,
  /** The pages' heading beside the practice view's mixer. */
  heading: 'Partitura',
  loading: 'Se încarcă partitura…',
  failed: 'Partitura nu a putut fi afișată. Verifică legătura la internet și încearcă din nou.',
  /** The fallback under a failure: the file itself, for the browser's own viewer or a download. */
  openFile: 'Deschide fișierul PDF',
  previous: 'Pagina anterioară',
  next: 'Pagina următoare',
  pageOf: (page: number, pages: number) => `Pagina ${page} din ${pages}`,
  zoomIn: 'Mărește',
  zoomOut: 'Micșorează',
  fitWidth: 'Potrivește la lățime',
  /** 'Mărime: 125 %'; on a phone only the figure shows. */
  zoomLabel: 'Mărime:',
  zoomPercent: (zoom: number) =>
    zoom.toLocaleString('ro-RO', { style: 'percent', maximumFractionDigits: 0 }),
  /** The scrolling area around the drawn page: focusable, so the keyboard scrolls it. */
  viewport: (title: string) => `Pagina afișată a partiturii ${title}`,
  keys: 'Săgețile stânga și dreapta schimbă pagina, plus și minus măresc sau micșorează, 0 potrivește la lățime.',
  /** The drawn page's text alternative; the page's own text, when it has some, follows it. */
  pageImage: (title: string, page: number, pages: number) =>
    `Partitura ${title}, pagina ${page} din ${pages}`,
  pageText: 'Textul paginii:',
} as const;
