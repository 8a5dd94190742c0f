/**
 * Who holds the PGlite database. PGlite has no lock of its own: two processes opening one folder
 * would both write it and corrupt it. The process that opens it (a server, or `npm run backup`
 * when no server runs) writes DATA_DIR/pglite.owner (pid, host, port) and removes it on close; a
 * second one finds it and refuses to start, and `npm run backup` asks the holder for the archive
 * instead (backup-endpoint.ts). A holder killed without closing leaves its file behind: a pid
 * that no longer runs on this host does not count.
 */

import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { running } from '../services/staging.ts';

export interface Owner {
  pid: number;
  host: string;
  /** The port its HTTP server listens on; null for a script. */
  port: number | null;
}

const ownerFile = (dataDir: string) => join(dataDir, 'pglite.owner');

/** The live holder of DATA_DIR's PGlite database, or null (none, or a dead one's leftover). */
export async function currentOwner(dataDir: string): Promise<Owner | null> {
  let owner: Owner;
  try {
    owner = JSON.parse(await readFile(ownerFile(dataDir), 'utf8'));
  } catch {
    return null;
  }
  const dead = owner.host === hostname() && (owner.pid === process.pid || !running(owner.pid));
  return dead ? null : owner;
}

/** Becomes the holder, or throws naming the live one; answers how to let go. */
export async function claimDataDir(
  dataDir: string,
  port: number | null,
): Promise<() => Promise<void>> {
  const mine: Owner = { pid: process.pid, host: hostname(), port };
  const file = ownerFile(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, JSON.stringify(mine), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = await currentOwner(dataDir);
      if (owner)
        throw new Error(
          `${dataDir} is held by process ${owner.pid} on ${owner.host}: PGlite serves one process.`,
        );
      await rm(file, { force: true });
    }
  }
}
