/**
 * The signed consent as a PDF (pdf-lib), built on the server from what the parent sent: the title,
 * the answers, the ten agreements word for word (consent-agreements.ts), the signature (the drawn
 * image, or the typed name), the time of signing in Romania's time, the validity and a reference.
 * The text is set in Nunito, the site's face, embedded as a subset from its TTF (the standard PDF
 * fonts have no ș ț), with a ToUnicode map so the words can be searched and copied.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { CONSENT_AGREEMENTS } from '../../lib/consent-agreements.ts';
import { formatDate, formatDateTime } from '../../lib/dates.ts';
import { CONSENT_VALID_YEARS } from '../../lib/limits.ts';
import { consentPdf as m } from '../../lib/messages.ts';

export interface ConsentDocument {
  /** The submission's UUID: printed as the document's reference. */
  reference: string;
  formVersion: number;
  name: string;
  phone: string;
  email: string;
  childName: string;
  choirName: string;
  /** YYYY-MM-DD */
  date: string;
  signature: { kind: 'drawn'; png: Uint8Array } | { kind: 'typed'; name: string };
  signedAt: Date;
}

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: '@expo-google-fonts/nunito/400Regular/Nunito_400Regular.ttf',
  bold: '@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf',
} as const;
let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
/** Read once per process (about 130 KB each); each PDF embeds only the glyphs it uses. */
const loadFonts = () => {
  fontBytes ??= Promise.all([
    readFile(require.resolve(FONT_FILES.regular)),
    readFile(require.resolve(FONT_FILES.bold)),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const TEXT = rgb(0.13, 0.13, 0.16);
const MUTED = rgb(0.38, 0.38, 0.44);

/** Writes lines top-down, wrapping at the margins and adding pages as needed. */
function writer(doc: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const width = A4.width - 2 * MARGIN;

  const room = (height: number) => {
    if (y - height >= MARGIN) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };

  /**
   * Splits `text` into lines no wider than the column (a word longer than it stays whole). Each
   * word is measured once and the widths summed: measuring the growing line again at every word
   * laid the text out hundreds of times (a quarter of a second a PDF).
   */
  const wrap = (text: string, font: PDFFont, size: number, indent: number) => {
    const space = font.widthOfTextAtSize(' ', size);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      if (line && lineWidth + space + wordWidth <= width - indent) {
        line = `${line} ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
    }
    if (line) lines.push(line);
    return lines;
  };

  return {
    text(
      text: string,
      options: {
        size?: number;
        bold?: boolean;
        color?: typeof TEXT;
        indent?: number;
        gap?: number;
      } = {},
    ) {
      const { size = 9.5, bold = false, color = TEXT, indent = 0, gap = 3 } = options;
      const font = bold ? fonts.bold : fonts.regular;
      for (const line of wrap(text, font, size, indent)) {
        room(size * 1.3);
        y -= size * 1.3;
        page.drawText(line, { x: MARGIN + indent, y, size, font, color });
      }
      y -= gap;
    },
    space(height: number) {
      y -= height;
    },
    /** Starts a new page unless `height` fits: a block that must not be split. */
    keep(height: number) {
      room(height);
    },
    image(
      image: Awaited<ReturnType<PDFDocument['embedPng']>>,
      maxWidth: number,
      maxHeight: number,
    ) {
      const scaled = image.scaleToFit(maxWidth, maxHeight);
      room(scaled.height + 8);
      y -= scaled.height;
      page.drawImage(image, { x: MARGIN, y, width: scaled.width, height: scaled.height });
      page.drawLine({
        start: { x: MARGIN, y: y - 4 },
        end: { x: MARGIN + maxWidth, y: y - 4 },
        thickness: 0.6,
        color: MUTED,
      });
      y -= 12;
    },
  };
}

/** The PDF's bytes. */
export async function buildConsentPdf(consent: ConsentDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const bytes = await loadFonts();
  const fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  doc.setTitle(`${m.title}: ${consent.childName}`);
  doc.setAuthor(m.author);
  doc.setSubject(m.title);
  doc.setLanguage('ro-RO');
  doc.setCreationDate(consent.signedAt);
  doc.setModificationDate(consent.signedAt);

  const out = writer(doc, fonts);
  out.text(m.title, { size: 17, bold: true, gap: 2 });
  out.text(m.subtitle, { size: 10.5, color: MUTED, gap: 0 });
  out.text(`${m.reference}: ${consent.reference} · ${m.version(consent.formVersion)}`, {
    size: 8,
    color: MUTED,
    gap: 10,
  });

  out.text(m.answers, { size: 11.5, bold: true, gap: 4 });
  const answers: [string, string][] = [
    [m.parent, consent.name],
    [m.phone, consent.phone],
    [m.email, consent.email],
    [m.child, consent.childName],
    [m.choir, consent.choirName],
    [m.date, formatDate(`${consent.date}T12:00:00Z`)],
  ];
  for (const [label, value] of answers) out.text(`${label}: ${value}`, { gap: 1 });
  out.space(8);

  out.text(m.agreements, { size: 11.5, bold: true, gap: 4 });
  CONSENT_AGREEMENTS.forEach((agreement, i) => {
    out.text(`${i + 1}. ${agreement.title}`, { bold: true, gap: 0 });
    out.text(agreement.text, { indent: 12, gap: 4 });
  });
  out.space(8);

  // The signature, its time and the validity stay on one page together.
  out.keep(130);
  out.text(m.signature, { size: 11.5, bold: true, gap: 4 });
  if (consent.signature.kind === 'drawn') {
    out.image(await doc.embedPng(consent.signature.png), 210, 70);
  } else {
    out.text(consent.signature.name, { size: 16, bold: true, gap: 0 });
    out.text(m.typedSignature, { size: 9, color: MUTED, gap: 6 });
  }
  out.text(m.signedAt(formatDateTime(consent.signedAt)));
  out.text(m.validity(CONSENT_VALID_YEARS));
  return doc.save();
}
