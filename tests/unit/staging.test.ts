/**
 * The staging folder (services/staging.ts): files being written live under DATA_DIR/tmp, one
 * folder per process; the sweep removes what dead processes left and never what a running
 * request may still be writing.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../src/lib/limits.ts';
import { diskStaging, stagingFolder } from '../../src/server/services/staging.ts';

let dataDir = '';
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'staging-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** Writes a file under DATA_DIR/tmp/`path`, last written `ageMs` ago. */
async function leftover(path: string, ageMs = 0) {
  const file = join(dataDir, 'tmp', path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, 'half a score');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
  return file;
}

const remaining = async () =>
  (await readdir(join(dataDir, 'tmp'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(join(dataDir, 'tmp'), join(e.parentPath, e.name)))
    .sort();

/** The pid of a process of this host that has ended. */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid ?? 0;
}

describe('diskStaging', () => {
  test('newPath answers a fresh path under DATA_DIR/tmp, in a folder that exists', async () => {
    const staging = diskStaging(dataDir);
    const [a, b] = [await staging.newPath(), await staging.newPath()];
    expect(a).not.toBe(b);
    expect(a.startsWith(join(dataDir, 'tmp'))).toBe(true);
    await writeFile(a, 'x');
  });

  test('sweep removes the folder of a process of this host that no longer runs', async () => {
    await leftover(`${stagingFolder(await deadPid(), 'aa11')}/upload`);
    await leftover(`${stagingFolder(await deadPid(), 'bb22')}/other`);
    expect(await diskStaging(dataDir).sweep()).toBe(2);
    expect(await remaining()).toEqual([]);
  });

  test("sweep removes an earlier run's folder with this very pid (a restarted container)", async () => {
    await leftover(`${stagingFolder(process.pid, 'cc33')}/upload`);
    expect(await diskStaging(dataDir).sweep()).toBe(1);
    expect(await remaining()).toEqual([]);
  });

  test('sweep keeps its own files and, of a running process or another host, the recent ones', async () => {
    const staging = diskStaging(dataDir);
    const own = await staging.newPath();
    await writeFile(own, 'arriving');
    const running = stagingFolder(process.ppid, 'dd44');
    await leftover(`${running}/recent`, 60_000);
    await leftover(`${running}/stale`, REQUEST_TIMEOUT_MS + 60_000);
    await leftover('other-host-7-ee55/recent', 60_000);
    await leftover('other-host-7-ee55/stale', REQUEST_TIMEOUT_MS + 60_000);
    expect(await staging.sweep()).toBe(2);
    expect(await remaining()).toEqual(
      [relative(join(dataDir, 'tmp'), own), `${running}/recent`, 'other-host-7-ee55/recent'].sort(),
    );
  });
});
