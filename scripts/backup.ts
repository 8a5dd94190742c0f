/**
 * `npm run backup -- [FILE]`: one archive of the database, DATA_DIR's uploads and library files and
 * the generated secret (src/server/ops/backup.ts), by default backups/cor-<time>.tar.gz. On
 * PostgreSQL it reads the database itself while the servers keep serving. On PGlite, when a server
 * holds the database it asks that server (POST /ops/backup on loopback, with the token derived from
 * the secret); when none does, it opens the database itself, holding it meanwhile. The archive is
 * written beside its final name, read back and checked, then renamed into place.
 */
import { createWriteStream } from 'node:fs';
import { access, mkdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { backupMessages as m } from '../src/lib/messages-ops.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { readEnv } from '../src/server/env.ts';
import { ArchiveRefused } from '../src/server/ops/archive-reader.ts';
import { writeBackup } from '../src/server/ops/backup.ts';
import { BACKUP_PATH, backupToken } from '../src/server/ops/backup-endpoint.ts';
import { claimDataDir, currentOwner } from '../src/server/ops/owner.ts';
import { verifyArchive } from '../src/server/ops/restore.ts';

const env = readEnv();
const dataDir = resolve(env.DATA_DIR);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const output = resolve(process.argv[2] ?? join('backups', `cor-${stamp}.tar.gz`));
const partial = `${output}.partial`;

try {
  if (
    await access(output).then(
      () => true,
      () => false,
    )
  )
    throw new ArchiveRefused(m.outputExists(output));
  await mkdir(dirname(output), { recursive: true });
  const owner = env.DATABASE_URL ? null : await currentOwner(dataDir);
  if (owner?.port) await fromServer(owner.port);
  else await direct();
  const manifest = await verifyArchive(partial);
  await rename(partial, output);
  const size = Object.values(manifest.members).reduce((sum, member) => sum + member.size, 0);
  console.log(m.written(output, size));
} catch (error) {
  await rm(partial, { force: true });
  console.error(error instanceof ArchiveRefused ? error.message : error);
  process.exit(1);
}

/** The running server writes the archive; this process saves it. */
async function fromServer(port: number) {
  console.log(m.viaServer(port));
  const secret =
    env.SECRET_KEY ?? (await readFile(join(dataDir, 'secret-key'), 'utf8').catch(() => '')).trim();
  if (!secret) throw new ArchiveRefused(m.noSecret);
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  const res = await fetch(
    `http://${host.includes(':') ? `[${host}]` : host}:${port}${BACKUP_PATH}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${backupToken(secret)}` },
    },
  );
  if (!res.ok || !res.body) throw new ArchiveRefused(m.serverRefused(res.status));
  await pipeline(
    Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
    createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
  );
}

/** No server holds the database (or it is PostgreSQL's): read it here. */
async function direct() {
  console.log(m.direct);
  const release = env.DATABASE_URL ? async () => {} : await claimDataDir(dataDir, null);
  try {
    const database = await openDatabase({
      url: env.DATABASE_URL,
      dataDir: join(dataDir, 'pglite'),
    });
    try {
      const source = { database, dataDir, secretConfigured: env.SECRET_KEY !== undefined };
      await writeBackup(source, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}
