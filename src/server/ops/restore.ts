/**
 * `npm run restore ARCHIVE`: the product back from one archive (backup.ts), into an empty
 * DATA_DIR and an empty database (PGlite in DATA_DIR, or DATABASE_URL's, migrated first).
 * Every member's checksum is checked against the manifest BEFORE anything is written; a target
 * that holds anything is refused; a failure on the way removes what was written (the database's
 * rows go in one transaction). An archive of one kind of database restores into the other too.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { restoreMessages as m } from '../../lib/messages-ops.ts';
import { openDatabase } from '../db/client.ts';
import { ArchiveRefused, eachMember } from './archive-reader.ts';
import { FORMAT, KEY_FILES, MANIFEST, type Manifest } from './backup.ts';
import { knownMigrations } from './catalog.ts';
import { isEmptyDatabase, loadDatabase } from './load.ts';

/** Reads the whole archive once and checks it; writes nothing. Answers its manifest. */
export async function verifyArchive(path: string): Promise<Manifest> {
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText = '';
  await eachMember(path, async (name, content) => {
    const chunks: Buffer[] = [];
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of content as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
      if (name === MANIFEST) chunks.push(chunk);
    }
    if (name === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8');
    else found.set(name, { size, sha256: hash.digest('hex') });
  });
  if (!manifestText) throw new ArchiveRefused(m.damaged(m.noManifest));
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText);
    if (manifest.format !== FORMAT || typeof manifest.members !== 'object') throw new Error();
  } catch {
    throw new ArchiveRefused(m.damaged(m.badManifest));
  }
  for (const [name, expected] of Object.entries(manifest.members)) {
    const actual = found.get(name);
    if (!actual) throw new ArchiveRefused(m.damaged(m.missing(name)));
    if (actual.sha256 !== expected.sha256 || actual.size !== expected.size)
      throw new ArchiveRefused(m.damaged(m.checksum(name)));
  }
  for (const name of found.keys())
    if (!(name in manifest.members)) throw new ArchiveRefused(m.damaged(m.unexpected(name)));
  const latest = (await knownMigrations()).at(-1)?.tag ?? '';
  if (manifest.database.schemaVersion !== latest)
    throw new ArchiveRefused(m.unknownSchema(manifest.database.schemaVersion, latest));
  return manifest;
}

export interface RestoreTarget {
  archive: string;
  dataDir: string;
  /** PostgreSQL's URL; without it, PGlite in DATA_DIR/pglite. */
  databaseUrl?: string;
}

export async function restoreArchive(target: RestoreTarget) {
  const manifest = await verifyArchive(target.archive);
  const existing = await readdir(target.dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (existing.length > 0) throw new ArchiveRefused(m.dataDirNotEmpty(target.dataDir));

  const database = await openDatabase({
    url: target.databaseUrl,
    dataDir: join(target.dataDir, 'pglite'),
  });
  try {
    if (!(await isEmptyDatabase(database.db))) throw new ArchiveRefused(m.databaseNotEmpty);
    const tables = new Map<string, Buffer>();
    let files = 0;
    await eachMember(target.archive, async (name, content) => {
      if (name === MANIFEST) {
        content.resume();
        return;
      }
      const expected = manifest.members[name];
      if (name.startsWith('database/')) {
        const bytes = await collect(content);
        checkAgain(name, bytes, expected?.sha256);
        tables.set(name.slice('database/'.length, -'.ndjson'.length), bytes);
        return;
      }
      const key = (KEY_FILES as readonly string[]).includes(name);
      const path = join(target.dataDir, key ? name : name.slice('files/'.length));
      await mkdir(dirname(path), { recursive: true });
      const hash = createHash('sha256');
      content.on('data', (chunk: Buffer) => hash.update(chunk));
      await pipeline(content, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
      if (hash.digest('hex') !== expected?.sha256)
        throw new ArchiveRefused(m.damaged(m.checksum(name)));
      if (!key) files++;
    });
    const rows = await loadDatabase(database.db, tables);
    await database.close();
    return { manifest, tables: tables.size, rows, files };
  } catch (error) {
    await database.close().catch(() => {});
    // The folder was empty: whatever is in it now, this restore wrote.
    for (const name of await readdir(target.dataDir).catch(() => []))
      await rm(join(target.dataDir, name), { recursive: true, force: true });
    throw error;
  }
}

async function collect(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The archive read a second time must be the one checked (a file replaced meanwhile is not). */
function checkAgain(name: string, bytes: Buffer, sha256: string | undefined) {
  if (createHash('sha256').update(bytes).digest('hex') !== sha256)
    throw new ArchiveRefused(m.damaged(m.checksum(name)));
}
