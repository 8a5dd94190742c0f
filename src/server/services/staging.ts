/**
 * Where files are written until they are whole (a library upload arriving, a re-encoded picture):
 * DATA_DIR/tmp/<host>-<pid>-<start>/, one folder per process, on the disk of the files they become,
 * so the final move is one atomic rename and nobody ever sees half a file. Never os.tmpdir(): it is
 * shared by every program of the host and swept by nobody we control, and half a score or a
 * child's photo must not outlive the platform's own retention.
 *
 * A process killed mid-write (SIGKILL, out of memory, power) leaves its folder behind. The sweep,
 * at start and every hour (housekeeping.ts), removes the folders of this host's processes that are
 * no longer running (a container restarted keeps its host name and pid 1, hence the start id), and
 * anywhere under tmp/ the files older than the longest request (another host sharing DATA_DIR
 * that died): no running request can still be writing them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, rm, rmdir, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { REQUEST_TIMEOUT_MS } from '../../lib/limits.ts';

export interface Staging {
  /** A new path in this process's folder, which exists; the caller moves or removes the file. */
  newPath(): Promise<string>;
  /** Removes what dead processes left behind; answers how many files went. */
  sweep(now?: number): Promise<number>;
}

/** The host's name as a folder name may hold it. */
const HOST = hostname().replace(/[^\w.]/g, '_') || 'host';
const FOLDER = /^(.+)-(\d+)-([0-9a-f]+)$/;
/** The folder of the process `pid` of this host, started as `start` (hex). */
export const stagingFolder = (pid: number, start: string) => `${HOST}-${pid}-${start}`;

/** Whether a process of this host runs with that pid (EPERM: it runs, as another user). */
export function running(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function entries(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export function diskStaging(dataDir: string): Staging {
  const root = join(dataDir, 'tmp');
  const own = stagingFolder(process.pid, randomBytes(4).toString('hex'));

  /** The files of `dir` untouched since `before`, removed; the folder too once empty. */
  async function removeOld(dir: string, before: number) {
    let removed = 0;
    for (const entry of await entries(dir)) {
      const path = join(dir, entry.name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < before) {
        await rm(path, { recursive: true, force: true });
        removed++;
      }
    }
    // Another process may be about to write here: only a folder itself untouched that long goes.
    const info = await stat(dir).catch(() => null);
    if (info && info.mtimeMs < before) await rmdir(dir).catch(() => {});
    return removed;
  }

  return {
    async newPath() {
      const dir = join(root, own);
      await mkdir(dir, { recursive: true });
      return join(dir, randomUUID());
    },
    async sweep(now = Date.now()) {
      const before = now - REQUEST_TIMEOUT_MS;
      let removed = 0;
      for (const entry of await entries(root)) {
        if (entry.name === own) continue;
        const path = join(root, entry.name);
        const [, host, pid] = FOLDER.exec(entry.name) ?? [];
        const dead = host === HOST && (Number(pid) === process.pid || !running(Number(pid)));
        if (dead && entry.isDirectory()) {
          removed += (await entries(path)).length;
          await rm(path, { recursive: true, force: true });
        } else if (entry.isDirectory()) {
          removed += await removeOld(path, before);
        }
      }
      return removed;
    },
  };
}
