/**
 * mp3Duration (services/mp3.ts): an MP3 is read frame by frame, as a player reads it; its
 * duration agrees with what music-metadata reads from the encoder's header, and a file that only
 * starts as an MP3 is none.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFile } from 'music-metadata';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mp3Duration } from '../../src/server/services/mp3.ts';

const FILES = fileURLToPath(new URL('../../src/server/db/seed/library-files/', import.meta.url));
const PAGE = Buffer.from(`<!doctype html><p>${'Pagina web. '.repeat(400)}</p>`);

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mp3-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The duration of `bytes` written to a file. */
async function durationOf(bytes: Buffer) {
  const path = join(dir, `${Math.random()}.mp3`);
  await writeFile(path, bytes);
  return mp3Duration(path);
}

describe('mp3Duration', () => {
  test.each(['sopran.mp3', 'cor.mp3', 'capitol-1.mp3', 'noapte-sfanta-bas.mp3'])(
    'reads %s as long as its encoder header says, within a frame',
    async (name) => {
      const { format } = await parseFile(`${FILES}${name}`, { duration: true });
      const duration = await mp3Duration(`${FILES}${name}`);
      expect(Math.abs((duration ?? 0) - (format.duration ?? 0))).toBeLessThan(0.1);
    },
  );

  test('reads the same with an ID3v1 tag at the end', async () => {
    const song = await readFile(`${FILES}alto.mp3`);
    const tagged = Buffer.concat([song, Buffer.from(`TAG${'x'.repeat(125)}`)]);
    expect(await durationOf(tagged)).toBe(await durationOf(song));
  });

  test('skips a few damaged bytes between frames, as players do', async () => {
    const song = Buffer.from(await readFile(`${FILES}capitol-1.mp3`));
    const whole = (await durationOf(song)) ?? 0;
    // 300 bytes: two or three frames of 144 bytes, their headers too.
    song.fill(0, 6000, 6300);
    const damaged = (await durationOf(song)) ?? 0;
    expect(damaged).toBeGreaterThan(whole - 0.2);
    expect(damaged).toBeLessThan(whole);
  });

  test('answers null for an ID3 tag followed by a web page', async () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
    expect(await durationOf(Buffer.concat([tag, PAGE]))).toBeNull();
  });

  test('answers null for a few real frames followed by a longer web page', async () => {
    const start = (await readFile(`${FILES}sopran.mp3`)).subarray(0, 2000);
    expect(await durationOf(Buffer.concat([start, PAGE]))).toBeNull();
  });

  test('answers null for a tag alone and for an empty file', async () => {
    const tag = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
    expect(await durationOf(tag)).toBeNull();
    expect(await durationOf(Buffer.alloc(0))).toBeNull();
  });
});
