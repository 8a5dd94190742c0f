/**
 * What `npm run backup` and `npm run restore` tell the operator (src/server/ops/, scripts/).
 * Functions where the text carries a name or a number; never a person's data.
 */
export const backupMessages = {
  written: (file: string, bytes: number) =>
    `Copia de siguranță a fost scrisă: ${file} (${bytes} octeți).`,
  viaServer: (port: number) =>
    `Serverul care rulează pe portul ${port} ține baza de date: copia se face prin el, fără oprire.`,
  direct: 'Niciun server nu ține baza de date: copia se face direct.',
  usage: 'Folosire: npm run backup -- [FIȘIER.tar.gz]',
  noSecret:
    'Nu găsesc cheia secretă (SECRET_KEY sau DATA_DIR/secret-key): nu pot cere copia serverului.',
  serverRefused: (status: number) => `Serverul a refuzat copia de siguranță (HTTP ${status}).`,
  outputExists: (file: string) => `Fișierul ${file} există deja: alegeți alt nume.`,
} as const;

export const restoreMessages = {
  usage: 'Folosire: npm run restore -- ARHIVĂ.tar.gz',
  done: (tables: number, rows: number, files: number) =>
    `Restaurare încheiată: ${tables} tabele, ${rows} rânduri, ${files} fișiere.`,
  damaged: (detail: string) =>
    `Arhiva este deteriorată sau incompletă (${detail}). Nu am scris nimic.`,
  checksum: (name: string) => `suma de control nu se potrivește pentru ${name}`,
  missing: (name: string) => `lipsește ${name}`,
  unexpected: (name: string) => `conține ${name}, care nu este în manifest`,
  noManifest: 'lipsește manifestul',
  badManifest: 'manifestul nu poate fi citit',
  unsafeName: (name: string) => `numele ${name} nu este permis`,
  unknownSchema: (version: string, latest: string) =>
    `Arhiva are schema ${version}, iar această versiune a produsului are ${latest}. ` +
    'Restaurați cu versiunea produsului care a făcut copia, apoi actualizați. Nu am scris nimic.',
  dataDirNotEmpty: (dir: string) =>
    `Dosarul de date ${dir} nu este gol: restaurarea scrie doar într-un dosar gol. Nu am scris nimic.`,
  databaseNotEmpty:
    'Baza de date are deja date: restaurarea scrie doar într-o bază de date goală. Nu am scris nimic.',
  secretConfigured:
    'Copia a fost făcută cu SECRET_KEY din configurație: porniți serverul cu aceeași valoare.',
} as const;
