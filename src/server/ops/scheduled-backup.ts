/**
 * Scheduled backups in the server (issue #24), off unless BACKUP_EVERY_HOURS is set: every that
 * many hours (the first one period after the start) the process writes a backup archive
 * (backup.ts, the same as `npm run backup`) into BACKUP_DIR, DATA_DIR/backups by default, named by
 * its time so the names sort in time order; written as `….part` and renamed once whole, so a
 * crash never leaves a truncated archive under an archive's name. Then the oldest archives beyond
 * BACKUP_KEEP are removed. A failed backup is logged as an error (the next runs at its time) and
 * never stops the server. With several processes on one database, set it on one of them.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { errorFields, type Log } from '../log.ts';
import { type BackupSource, writeBackup } from './backup.ts';
import { repeat } from './repeat.ts';

const ARCHIVE = /^cor-backup-[\dTZ.-]+\.tar\.gz$/;

export interface BackupSchedule {
  source: BackupSource;
  dir: string;
  everyMs: number;
  keep: number;
  log: Log;
}

export function scheduleBackups({ source, dir, everyMs, keep, log }: BackupSchedule) {
  async function once() {
    const name = `cor-backup-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`;
    const part = join(dir, `${name}.part`);
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const manifest = await writeBackup(source, createWriteStream(part, { mode: 0o600 }));
      await rename(part, join(dir, name));
      const removed = await removeBeyond(dir, keep);
      log.info('scheduled backup written', {
        file: name,
        members: Object.keys(manifest.members).length,
        removed,
      });
    } catch (error) {
      await rm(part, { force: true }).catch(() => {});
      log.error('scheduled backup failed', errorFields(error));
    }
  }

  // No new backup starts; the one being written is finished.
  return repeat(everyMs, once);
}

/** Removes the oldest archives of `dir` beyond the newest `keep`; how many it removed. */
async function removeBeyond(dir: string, keep: number): Promise<number> {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE.test(name)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old.length;
}
