/**
 * Makes the demo documents linked from the public pages (public/documente/): one-page PDFs and
 * small ZIP packs, so no link of the demo site leads nowhere. Editors replace them with the real
 * documents under the same names. Run: `npx node scripts/make-demo-documents.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { ascii, onePagePdf } from './one-page-pdf.ts';

const OUT = 'public/documente';

/** A one-page PDF with a title and a few lines of text. */
function pdf(title: string, lines: string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 56 770 Td',
    `(${ascii(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((l) => `(${ascii(l)}) Tj T*`),
    'ET',
  ].join('\n');
  return onePagePdf(text);
}

/** A ZIP archive with stored (uncompressed) entries: the images inside are compressed already. */
function zip(files: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

const DEMO = 'Document demonstrativ: documentul oficial va fi publicat aici, sub acelasi nume.';
const PDFS: Record<string, [string, string[]]> = {
  'regulament-program': [
    'Regulamentul programului Vocile Copiilor',
    ['Organizarea corurilor, a atelierelor si a evenimentelor.', DEMO],
  ],
  'regulament-concurs': [
    'Regulamentul concursului de creatie corala',
    ['Inscrieri pana pe 30 noiembrie 2025.', DEMO],
  ],
  'hotarare-guvern': [
    'Hotararea Guvernului privind programul',
    ['Programul national de educatie muzicala prin cor.', DEMO],
  ],
  'raport-2024': [
    'Raportul anual de activitate 2024',
    ['Coruri, ateliere, gale si finantare.', DEMO],
  ],
  'politica-de-confidentialitate': [
    'Politica de confidentialitate',
    ['Prelucrarea datelor personale conform GDPR.', DEMO],
  ],
  'cerere-acces-date': [
    'Cerere de acces la datele personale',
    [
      'Nume: ....................  E-mail: ....................',
      'Solicit accesul la datele mele personale prelucrate de program.',
      DEMO,
    ],
  ],
  'cerere-rectificare-date': [
    'Cerere de rectificare a datelor personale',
    [
      'Nume: ....................  E-mail: ....................',
      'Datele care trebuie corectate: ....................',
      DEMO,
    ],
  ],
  'cerere-stergere-date': [
    'Cerere de stergere a datelor personale',
    [
      'Nume: ....................  E-mail: ....................',
      'Solicit stergerea datelor mele personale.',
      DEMO,
    ],
  ],
  'regulament-voluntari': ['Regulamentul voluntarilor', ['Voluntarii au peste 16 ani.', DEMO]],
  'protectia-datelor-voluntari': [
    'Protectia datelor voluntarilor',
    ['Ce date pastram despre voluntari si cat timp.', DEMO],
  ],
  'prezentare-program': [
    'Prezentarea programului Vocile Copiilor',
    ['Fondat in 2011: peste 84.000 de copii si 2.402 coruri.', DEMO],
  ],
};

mkdirSync(OUT, { recursive: true });
for (const [name, [title, lines]] of Object.entries(PDFS))
  writeFileSync(`${OUT}/${name}.pdf`, pdf(title, lines));
const img = (name: string) => readFileSync(`content/images/${name}`);
writeFileSync(`${OUT}/sigle.zip`, zip([['sigla.svg', readFileSync('public/favicon.svg')]]));
writeFileSync(
  `${OUT}/fotografii-echipa.zip`,
  zip([1, 2, 3, 4].map((i) => [`echipa-${i}.jpg`, img(`portrait-${i}.jpg`)] as [string, Buffer])),
);
writeFileSync(
  `${OUT}/pachet-media.zip`,
  zip([
    ['prezentare-program.pdf', readFileSync(`${OUT}/prezentare-program.pdf`)],
    ['sigla.svg', readFileSync('public/favicon.svg')],
    ['fotografie-gala.jpg', img('news-2.jpg')],
  ]),
);
