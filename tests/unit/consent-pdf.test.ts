import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { CONSENT_AGREEMENTS } from '../../src/lib/consent-agreements.ts';
import { consentPdf as m } from '../../src/lib/messages.ts';
import { buildConsentPdf, type ConsentDocument } from '../../src/server/signups/consent-pdf.ts';
import { readSignature } from '../../src/server/signups/consent-signature.ts';
import { drawnSignaturePng, pdfImages, pdfText, pngDataUrl } from '../helpers/pdf.ts';

const consent = (signature: ConsentDocument['signature']): ConsentDocument => ({
  reference: '0b5e0c1e-8a4f-4c3e-9d59-3f7a7f0f2b61',
  formVersion: 1,
  name: 'Ștefania Țăranu',
  phone: '0722123456',
  email: 'stefania@example.com',
  childName: 'Ioana Țăranu-Șerban',
  choirName: 'Corul „Armonia” din Târgu Mureș',
  date: '2026-11-20',
  signature,
  signedAt: new Date('2026-11-20T08:30:00Z'),
});

describe('buildConsentPdf', () => {
  test('prints the answers, the ten agreements word for word and the Romanian time', async () => {
    const png = (await readSignature(pngDataUrl(await drawnSignaturePng()))) as { png: Uint8Array };
    const text = await pdfText(await buildConsentPdf(consent({ kind: 'drawn', png: png.png })));
    expect(text).toContain(m.title);
    expect(text).toContain('Ioana Țăranu-Șerban');
    expect(text).toContain('Corul „Armonia” din Târgu Mureș');
    expect(text).toContain('20 noiembrie 2026');
    for (const agreement of CONSENT_AGREEMENTS) {
      expect(text).toContain(agreement.title);
      expect(text).toContain(agreement.text);
    }
    // 08:30 UTC is 10:30 in Bucharest in November.
    expect(text).toContain('10:30');
    expect(text).toContain('0b5e0c1e-8a4f-4c3e-9d59-3f7a7f0f2b61');
  });

  test('embeds the drawn signature as an image', async () => {
    const read = (await readSignature(pngDataUrl(await drawnSignaturePng(900, 300)))) as {
      png: Uint8Array;
    };
    const bytes = await buildConsentPdf(consent({ kind: 'drawn', png: read.png }));
    expect(await pdfImages(bytes)).toEqual([{ width: 600, height: 200 }]);
    // One A4 page: the parent's printout, and the page the e2e test renders, shows the signature.
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  test('prints a typed signature as the name, without an image', async () => {
    const bytes = await buildConsentPdf(consent({ kind: 'typed', name: 'Ștefania Țăranu' }));
    expect(await pdfImages(bytes)).toEqual([]);
    expect(await pdfText(bytes)).toContain(m.typedSignature);
  });
  test('sets text the font lacks, and a word wider than the page, without failing', async () => {
    const bytes = await buildConsentPdf({
      ...consent({ kind: 'typed', name: '王小明 😀 مرحبا' }),
      childName: `Ioana ${'x'.repeat(300)}`,
    });
    expect(await pdfText(bytes)).toContain('Ioana');
  });
});

describe('readSignature', () => {
  test('refuses bytes that are not a PNG', async () => {
    const jpeg = await sharp(await drawnSignaturePng())
      .jpeg()
      .toBuffer();
    expect(await readSignature(pngDataUrl(jpeg))).toEqual({ ok: false, reason: 'invalid' });
    expect(await readSignature(pngDataUrl(Buffer.from('not an image')))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  test('refuses a PNG cut short', async () => {
    const png = await drawnSignaturePng();
    expect(await readSignature(pngDataUrl(png.subarray(0, 200)))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  test.each([
    [10, 10],
    [3000, 200],
    [600, 1200],
  ])('refuses a %i×%i picture', async (width, height) => {
    expect(await readSignature(pngDataUrl(await drawnSignaturePng(width, height)))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  test('calls a pad with nothing drawn empty', async () => {
    const blank = await sharp({
      create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const white = await sharp({
      create: { width: 600, height: 200, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    expect(await readSignature(pngDataUrl(blank))).toEqual({ ok: false, reason: 'empty' });
    expect(await readSignature(pngDataUrl(white))).toEqual({ ok: false, reason: 'empty' });
  });

  test('re-encodes a drawing within 600×200', async () => {
    const result = await readSignature(pngDataUrl(await drawnSignaturePng(1200, 400)));
    if (!result.ok) throw new Error('refused');
    const meta = await sharp(result.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 200]);
  });
});
