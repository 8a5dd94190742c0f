/**
 * The server's VAPID keys (notifications/vapid.ts): generated once into DATA_DIR, readable by the
 * server's user only, the same at every start and for a second process starting at once; the
 * configured pair wins; the configuration takes both keys or neither.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import webpush from 'web-push';
import { readEnv } from '../../src/server/env.ts';
import { loadVapid, vapidSubject } from '../../src/server/notifications/vapid.ts';

const dirs: string[] = [];
const dataDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
const subject = 'mailto:no-reply@example.com';

describe('loadVapid', () => {
  test('generates a pair once, mode 600, and reads the same pair at every start', async () => {
    const dir = await dataDir();
    const [first, second] = await Promise.all([
      loadVapid({ subject }, dir),
      loadVapid({ subject }, dir),
    ]);
    expect(second).toEqual(first);
    expect(await loadVapid({ subject }, dir)).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await stat(join(dir, 'vapid-keys.json'))).mode & 0o777).toBe(0o600);
  });

  test('returns the configured pair and writes nothing', async () => {
    const dir = await dataDir();
    const keys = webpush.generateVAPIDKeys();
    expect(await loadVapid({ ...keys, subject }, dir)).toEqual({ ...keys, subject });
    await expect(stat(join(dir, 'vapid-keys.json'))).rejects.toThrow();
  });
});

describe('the configuration', () => {
  test('takes both keys or neither', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    expect(() => readEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => readEnv({ VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PRIVATE_KEY/);
    const env = readEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect([env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY]).toEqual([publicKey, privateKey]);
  });

  test('the subject is the configured one, else the mails’ sender address', () => {
    expect(vapidSubject(undefined, 'Programul <contact@example.ro>')).toBe(
      'mailto:contact@example.ro',
    );
    expect(vapidSubject('https://cor.example.ro', 'x@y.ro')).toBe('https://cor.example.ro');
  });
});
