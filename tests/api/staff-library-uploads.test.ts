/**
 * A library upload is what its extension says, read whole (issue #19): a PDF header followed by a
 * web page, or an ID3 tag followed by one, is refused with a Romanian 400 on `file`, and so is any
 * kind's header followed by something else; real files of every kind pass, and a picture is
 * re-encoded without its EXIF. An upload whose client goes away is logged as 'upload aborted',
 * never as an unhandled error, and leaves no staged bytes (issue #19, defect 5).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ZipFile } from 'yazl';
import type { UploadedFile } from '../../src/lib/api/staff-library.ts';
import { lib } from '../../src/lib/messages-staff-library.ts';
import type { Log } from '../../src/server/log.ts';
import { type TestApp, testApp } from '../helpers/app.ts';
import { stagedFiles } from '../helpers/library.ts';
import { demoAccounts } from '../helpers/members.ts';

const FILES = fileURLToPath(new URL('../../src/server/db/seed/library-files/', import.meta.url));
/** A web page of 2 KB, what a file may hide behind its type's first bytes. */
const PAGE = Buffer.from(
  `<!doctype html><html><body><script>alert(1)</script><p>${'Pagina web. '.repeat(160)}</p></body></html>\n`,
);

/** The log lines the app wrote, to tell an aborted upload from a server error. */
const lines: { level: string; msg: string }[] = [];
const recordingLog: Log = {
  info: (msg) => lines.push({ level: 'info', msg }),
  warn: (msg) => lines.push({ level: 'warn', msg }),
  error: (msg) => lines.push({ level: 'error', msg }),
};

let t: TestApp;
let staffToken = '';
beforeAll(async () => {
  t = await testApp({ log: recordingLog });
  staffToken = (await demoAccounts(t)).tokens.staff ?? '';
});
afterAll(() => t.close());

function upload(kind: string, name: string, body: Buffer | ReadableStream<Uint8Array>) {
  return t.app.request(`/api/staff/library/files/?${new URLSearchParams({ kind, name })}`, {
    method: 'POST',
    headers: { authorization: `Token ${staffToken}` },
    body: body instanceof Buffer ? new Uint8Array(body) : body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

const demoFile = (name: string) => readFile(`${FILES}${name}`);

/** A real ZIP of one text file (DOCX, XLSX and PPTX are ZIPs too). */
function zipOf(text: string): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(text), 'citeste.txt');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

describe('POST /api/staff/library/files/ refuses a file that only starts as its type', () => {
  const id3Tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  const cases: [string, string, string, () => Promise<Buffer>][] = [
    ['pdf', 'partitura.pdf', 'pdf', async () => Buffer.concat([Buffer.from('%PDF-1.4\n'), PAGE])],
    // Ends as a PDF ends, but holds no document.
    [
      'pdf',
      'goala.pdf',
      'pdf',
      async () => Buffer.from('%PDF-1.4\n% o partitură\nstartxref\n0\n%%EOF\n'),
    ],
    ['audio', 'cantec.mp3', 'mp3', async () => Buffer.concat([id3Tag, PAGE])],
    // A real MP3's first frames, then a web page longer than them.
    [
      'audio',
      'inceput.mp3',
      'mp3',
      async () => Buffer.concat([(await demoFile('sopran.mp3')).subarray(0, 1200), PAGE]),
    ],
    [
      'video',
      'lectie.mp4',
      'mp4',
      async () =>
        Buffer.concat([Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0mp42isom', 'latin1'), PAGE]),
    ],
    ['video', 'lectie.ogv', 'ogv', async () => Buffer.concat([Buffer.from('OggS'), PAGE])],
    [
      'image',
      'afis.png',
      'png',
      async () => Buffer.concat([(await demoFile('sigla.png')).subarray(0, 16), PAGE]),
    ],
    [
      'image',
      'poza.jpg',
      'jpg',
      async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), PAGE]),
    ],
    ['resource', 'arhiva.zip', 'zip', async () => Buffer.concat([Buffer.from('PK\x03\x04'), PAGE])],
    ['resource', 'ghid.docx', 'docx', async () => Buffer.concat([Buffer.from('PK\x03\x04'), PAGE])],
  ];

  test.each(cases)('kind=%s name=%s: 400 on file, nothing kept', async (kind, name, ext, bytes) => {
    const res = await upload(kind, name, await bytes());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ file: [lib.invalidContent(ext)] });
    expect(await t.deps.library.list('uploads')).toEqual([]);
    expect(await stagedFiles(t)).toEqual([]);
  });
});

describe('POST /api/staff/library/files/ accepts real files', () => {
  test.each([
    ['pdf', 'partitura.pdf'],
    ['audio', 'sopran.mp3'],
    ['video', 'lectie.mp4'],
    ['video', 'lectie.webm'],
    ['video', 'lectie.ogv'],
    ['image', 'lectie.jpg'],
    ['resource', 'sigla.png'],
    ['resource', 'regulament.pdf'],
  ])('kind=%s %s', async (kind, name) => {
    const res = await upload(kind, name, await demoFile(name));
    expect(res.status).toBe(201);
    const { key, size } = (await res.json()) as UploadedFile;
    expect(await t.deps.library.size(key)).toBe(size);
  });

  test('an MP3 with an ID3v1 tag at its end, a ZIP and a DOCX', async () => {
    const tagged = Buffer.concat([
      await demoFile('alto.mp3'),
      Buffer.from(`TAG${'x'.repeat(125)}`),
    ]);
    expect((await upload('audio', 'alto.mp3', tagged)).status).toBe(201);
    const zip = await zipOf('Programul corurilor');
    expect((await upload('resource', 'arhiva.zip', zip)).status).toBe(201);
    expect((await upload('resource', 'ghid.docx', zip)).status).toBe(201);
    expect(await stagedFiles(t)).toEqual([]);
  });

  test('a picture is kept upright in its format, without its EXIF (a GPS position)', async () => {
    // 40×20 as stored, shown turned a quarter (orientation 6): 20×40 upright.
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#b3341c' },
    })
      .jpeg()
      .keepExif()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 45/1 0/1' } })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
    });
    const res = await upload('image', 'afis.jpg', photo);
    expect(res.status).toBe(201);
    const { key } = (await res.json()) as UploadedFile;
    const chunks: Buffer[] = [];
    for await (const chunk of t.deps.library.open(key)) chunks.push(chunk as Buffer);
    const stored = await sharp(Buffer.concat(chunks)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });
});

test('a client that goes away mid-upload: logged as aborted, no server error, nothing kept', async () => {
  const pdf = await demoFile('partitura.pdf');
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // The first half arrives, then the connection drops.
      if (pulls++ === 0) controller.enqueue(pdf.subarray(0, pdf.length / 2));
      else controller.error(new Error('aborted'));
    },
  });
  lines.length = 0;
  const res = await upload('pdf', 'partitura.pdf', body);
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ file: [lib.uploadAborted] });
  expect(lines).toContainEqual({ level: 'info', msg: 'upload aborted' });
  expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  expect(await stagedFiles(t)).toEqual([]);
});
