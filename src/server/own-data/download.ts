/**
 * A person's download (issue #26) as one ZIP, streamed with yazl while the rows are read: the
 * README, one JSON file per kind (kinds.ts, each written a batch at a time as the ZIP pulls it),
 * the signed consents' PDFs, the avatar, and rezumat.html last, once every file is counted. Each
 * entry is opened only when the ZIP reaches it (addReadStreamLazy): at any time one batch of rows
 * or one file is in memory, whatever the person's history. The JSON is compressed, so the size
 * is not known before the end: the page shows the bytes received as its progress.
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { formatDateTime } from '../../lib/dates.ts';
import type { OwnDataFile } from '../../lib/messages-own-data.ts';
import { ownDataReadme } from '../../lib/messages-own-data.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../ops/catalog.ts';
import type { Storage } from '../services/storage.ts';
import { KINDS, type Row, rowsOfKind, type Subject } from './kinds.ts';
import { type Gathered, SUMMARY_FILES, SUMMARY_ROWS, summaryHtml } from './summary.ts';

/** The JSON list of `rows`, one row a line, counted (and a few kept) into `gathered`. */
async function* jsonList(file: OwnDataFile, rows: AsyncIterable<Row>, gathered: Gathered) {
  const kept: Row[] | null = SUMMARY_FILES.includes(file) ? [] : null;
  if (kept) gathered.rows.set(file, kept);
  let count = 0;
  yield Buffer.from('[');
  for await (const row of rows) {
    yield Buffer.from(`${count === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`);
    count += 1;
    if (kept && kept.length < SUMMARY_ROWS) kept.push(row);
  }
  yield Buffer.from(count === 0 ? ']\n' : '\n]\n');
  gathered.counts.set(file, count);
}

/** The consents' ids whose PDF goes in the ZIP: those naming the person or signed with their e-mail. */
async function consentIds(db: Db, s: Subject): Promise<number[]> {
  const email = s.email ? sql`lower(email) = ${s.email}` : sql`false`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from consents where child_user_id = ${s.id} or ${email} order by id`,
  );
  return rows.map((row) => row.id);
}

async function consentPdf(db: Db, id: number): Promise<Buffer> {
  const [row] = await rowsOf<{ pdf: Uint8Array }>(
    db,
    sql`select pdf from consents where id = ${id}`,
  );
  return Buffer.from(row?.pdf ?? new Uint8Array());
}

/** The ZIP of everything the platform holds about `subject`, as a Node stream. */
export async function ownDataZip(
  deps: { db: Db; storage: Storage },
  subject: Subject & { avatar: string | null },
): Promise<Readable> {
  const { db, storage } = deps;
  const mtime = new Date();
  const gathered: Gathered = { counts: new Map(), rows: new Map() };
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(ownDataReadme(formatDateTime(mtime)), 'utf8'), 'README.txt', {
    mtime,
  });
  for (const kind of KINDS)
    zip.addReadStreamLazy(kind.file, { mtime }, (done) =>
      done(null, Readable.from(jsonList(kind.file, rowsOfKind(db, kind, subject), gathered))),
    );
  for (const id of await consentIds(db, subject))
    zip.addReadStreamLazy(`acorduri/acord-${id}.pdf`, { mtime, compress: false }, (done) =>
      done(
        null,
        Readable.from(
          (async function* () {
            yield await consentPdf(db, id);
          })(),
        ),
      ),
    );
  const avatar = subject.avatar ? await storage.read(subject.avatar) : null;
  if (avatar && subject.avatar) {
    const extension = subject.avatar.split('.').pop() ?? 'webp';
    zip.addBuffer(Buffer.from(avatar), `avatar.${extension}`, { mtime, compress: false });
  }
  zip.addReadStreamLazy('rezumat.html', { mtime }, (done) =>
    done(null, Readable.from([Buffer.from(summaryHtml(gathered, mtime), 'utf8')])),
  );
  zip.end();
  return zip.outputStream as Readable;
}
