/**
 * Texts of the members area's exports (document 1 §9: PDF and spreadsheet, loaded on click): the
 * 'Descarcă' buttons, the failure, and what the files themselves say around the table.
 */
export const exportFiles = {
  /** The group of the two buttons. */
  download: 'Descarcă',
  pdf: 'PDF',
  xlsx: 'Excel',
  pdfLabel: (what: string) => `Descarcă ${what} ca PDF`,
  xlsxLabel: (what: string) => `Descarcă ${what} ca fișier Excel`,
  failed: 'Fișierul nu a putut fi creat. Te rugăm să încerci din nou.',
  /** In the files; a yes/no cell (every export's, the back office's too). */
  yes: 'Da',
  no: 'Nu',
  author: 'Programul național de coruri de copii',
  empty: 'Lista este goală.',
  page: (n: number, total: number) => `Pagina ${n} din ${total}`,
  madeAt: (when: string) => `Creat la ${when}`,
  /** The members of Corul meu. */
  membersTitle: 'Membrii corului',
  membersWhat: 'lista membrilor',
  membersFile: 'membri',
  /** An event's answers. */
  answersTitle: (event: string) => `Răspunsuri: ${event}`,
  answersWhat: 'răspunsurile',
  answer: 'Răspuns',
  note: 'Mențiune',
  answersFile: 'raspunsuri',
  /** The calendar's month. */
  monthTitle: (month: string) => `Evenimente: ${month}`,
  monthWhat: 'evenimentele lunii',
  when: 'Când',
  event: 'Eveniment',
  national: 'eveniment național',
  yourAnswer: 'Răspunsul tău',
  monthFile: 'evenimente',
} as const;
