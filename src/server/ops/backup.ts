/**
 * One backup archive (tar, gzip) of everything the product needs to come back:
 *   database/<table>.ndjson   every table's rows (dump.ts), one consistent moment
 *   files/uploads/…           DATA_DIR/uploads (pictures served under /media/)
 *   files/library/…           DATA_DIR/library (the library's private files)
 *   secret-key                DATA_DIR/secret-key, unless SECRET_KEY is configured
 *   vapid-keys.json           DATA_DIR/vapid-keys.json when the server made its own push keys
 *                             (notifications/vapid.ts): without them every browser's push ends
 *   manifest.json             last: each member's size and sha256, the schema version (latest
 *                             migration applied), when, from which kind of database
 * The database is read first, the files after: a file is written before the row that names it
 * (storage.ts), so every file a restored row names is in the archive. Left out: DATA_DIR/outbox
 * (copies of mails already sent, on a laptop), tmp/ (files being written) and the PGlite folder
 * itself (its rows are in database/).
 */
import { createHash } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../db/client.ts';
import { VAPID_FILE } from '../notifications/vapid.ts';
import { dumpDatabase } from './dump.ts';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'cor-backup/1';
/** The folders of DATA_DIR a backup holds, as they are named in the archive under files/. */
export const FILE_FOLDERS = ['uploads', 'library'] as const;
export const SECRET_FILE = 'secret-key';
/** The files at DATA_DIR's top that an archive may hold, restored where they were. */
export const KEY_FILES = [SECRET_FILE, VAPID_FILE] as const;

export interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: { kind: Database['kind']; schemaVersion: string; rows: Record<string, number> };
  /** 'file': the archive holds DATA_DIR/secret-key; 'configured': SECRET_KEY is set instead. */
  secret: 'file' | 'configured' | 'none';
  members: Record<string, { size: number; sha256: string }>;
}

export interface BackupSource {
  database: Pick<Database, 'db' | 'kind'>;
  dataDir: string;
  secretConfigured: boolean;
}

/** Writes the archive to `out` (a file, an HTTP answer); resolves once all of it is written. */
export async function writeBackup(source: BackupSource, out: Writable): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  const members: Manifest['members'] = {};
  const add = async (name: string, bytes: Buffer) => {
    members[name] = { size: bytes.length, sha256: sha256(bytes) };
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name, size: bytes.length, mode: 0o600 }, bytes, (e) =>
        e ? reject(e) : resolve(),
      ),
    );
  };
  try {
    const dump = await dumpDatabase(source.database.db);
    for (const t of dump.tables) await add(`database/${t.table}.ndjson`, t.ndjson);
    for (const folder of FILE_FOLDERS) {
      for (const file of await filesUnder(join(source.dataDir, folder))) {
        const name = `files/${folder}/${file}`;
        const added = await addFile(pack, name, join(source.dataDir, folder, file));
        if (added) members[name] = added;
      }
    }
    const secret = source.secretConfigured
      ? null
      : await readFile(join(source.dataDir, SECRET_FILE)).catch(() => null);
    if (secret) await add(SECRET_FILE, secret);
    const vapid = await readFile(join(source.dataDir, VAPID_FILE)).catch(() => null);
    if (vapid) await add(VAPID_FILE, vapid);
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: {
        kind: source.database.kind,
        schemaVersion: dump.schemaVersion,
        rows: Object.fromEntries(dump.tables.map((t) => [t.table, t.rows])),
      },
      secret: source.secretConfigured ? 'configured' : secret ? 'file' : 'none',
      members,
    };
    await add(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    pack.finalize();
    await written;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Streams one file into the archive, its checksum taken on the way; null when it went meanwhile. */
async function addFile(pack: tar.Pack, name: string, path: string) {
  const size = await stat(path).then(
    (info) => info.size,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (size === null) return null;
  const hash = createHash('sha256');
  const entry = pack.entry({ name, size, mode: 0o600 });
  const source = createReadStream(path);
  source.on('data', (chunk) => hash.update(chunk));
  await pipeline(source, entry);
  return { size, sha256: hash.digest('hex') };
}

/** The files below `root`, as paths relative to it with '/' ('' when the folder does not exist). */
async function filesUnder(root: string): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(root, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(root.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort();
}
