/**
 * Scheduled backups (issue #24, ops/scheduled-backup.ts) with a period of 40 ms: archives appear
 * one after the other under names that sort in time, each whole (its manifest's checksums match
 * its members), only the newest BACKUP_KEEP stay, no `.part` is left; a backup that cannot be
 * written is logged as an error and the schedule goes on; stop() lets the one being written
 * finish and starts no other. The configuration: off by default, a wrong value refused by name.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { readEnv } from '../../src/server/env.ts';
import type { Log } from '../../src/server/log.ts';
import { eachMember } from '../../src/server/ops/archive-reader.ts';
import { MANIFEST, type Manifest } from '../../src/server/ops/backup.ts';
import { scheduleBackups } from '../../src/server/ops/scheduled-backup.ts';
import { testDatabase } from '../helpers/db.ts';

let database: Database;
let root: string;

beforeAll(async () => {
  database = await testDatabase();
  root = await mkdtemp(join(tmpdir(), 'backup-schedule-'));
  await mkdir(join(root, 'data', 'uploads', 'choirs'), { recursive: true });
  await writeFile(join(root, 'data', 'uploads', 'choirs', 'logo.png'), 'not really a png');
});

afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

/** A log that keeps its lines, to wait on them. */
function keptLog() {
  const lines: { level: string; msg: string; fields?: Record<string, unknown> }[] = [];
  const log: Log = {
    info: (msg, fields) => lines.push({ level: 'info', msg, fields }),
    warn: (msg, fields) => lines.push({ level: 'warn', msg, fields }),
    error: (msg, fields) => lines.push({ level: 'error', msg, fields }),
  };
  return { log, lines };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 600 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(condition()).toBe(true);
}

/** Every member's sha256 against the manifest's. */
async function checkArchive(path: string) {
  const hashes = new Map<string, string>();
  let manifest: Manifest | undefined;
  await eachMember(path, async (name, content) => {
    if (name === MANIFEST) manifest = JSON.parse(await text(content)) as Manifest;
    else {
      const hash = createHash('sha256');
      for await (const chunk of content) hash.update(chunk as Buffer);
      hashes.set(name, hash.digest('hex'));
    }
  });
  expect(manifest).toBeDefined();
  for (const [name, { sha256 }] of Object.entries(manifest?.members ?? {}))
    if (name !== MANIFEST) expect(hashes.get(name)).toBe(sha256);
  expect(hashes.has('files/uploads/choirs/logo.png')).toBe(true);
}

test('every period an archive, whole; only the newest KEEP stay; stop() ends it', async () => {
  const dir = join(root, 'backups');
  const { log, lines } = keptLog();
  const source = { database, dataDir: join(root, 'data'), secretConfigured: true };
  const schedule = scheduleBackups({ source, dir, everyMs: 40, keep: 2, log });
  const written = () => lines.filter((l) => l.msg === 'scheduled backup written');
  await until(() => written().length >= 4);
  await schedule.stop();
  const count = written().length;

  const files = await readdir(dir);
  expect(files).toHaveLength(2);
  const newest = written()
    .slice(-2)
    .map((l) => l.fields?.file);
  expect([...files].sort()).toEqual(newest);
  for (const file of files) await checkArchive(join(dir, file));
  expect(written().at(-1)?.fields?.removed).toBe(1);
  expect(lines.filter((l) => l.level === 'error')).toEqual([]);

  // Stopped: no other archive comes.
  await new Promise((r) => setTimeout(r, 200));
  expect(written()).toHaveLength(count);
}, 60_000);

test('a backup that cannot be written is logged as an error; the next one is tried', async () => {
  // A file where the folder should be: mkdir fails each time.
  const dir = join(root, 'in-the-way');
  await writeFile(dir, '');
  const { log, lines } = keptLog();
  const source = { database, dataDir: join(root, 'data'), secretConfigured: true };
  const schedule = scheduleBackups({ source, dir, everyMs: 40, keep: 2, log });
  await until(() => lines.filter((l) => l.msg === 'scheduled backup failed').length >= 2);
  await schedule.stop();
  expect(lines.every((l) => l.level === 'error')).toBe(true);
}, 60_000);

test('configuration: off by default, 7 kept, a wrong value named', () => {
  const env = readEnv({});
  expect(env.BACKUP_EVERY_HOURS).toBeUndefined();
  expect(env.BACKUP_KEEP).toBe(7);
  expect(readEnv({ BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '14' })).toMatchObject({
    BACKUP_EVERY_HOURS: 24,
    BACKUP_KEEP: 14,
  });
  expect(() => readEnv({ BACKUP_EVERY_HOURS: 'daily' })).toThrow(/BACKUP_EVERY_HOURS/);
  expect(() => readEnv({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
});
