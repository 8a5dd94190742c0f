/**
 * GET /api/health/ready/ (issue #24): 200 only while the database answers, every migration of this
 * version is applied, the mail sender runs and the server is not stopping; 503 naming the failing
 * check otherwise. /api/health/ stays the liveness check. A real mail sender on the test's outbox.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { silentLog } from '../../src/server/log.ts';
import { createMetrics } from '../../src/server/metrics.ts';
import { createMailer, type Mailer } from '../../src/server/services/mail.ts';
import { type TestApp, testApp } from '../helpers/app.ts';

let t: TestApp;
let mailer: Mailer;
let stopping = false;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await testApp();
  mailer = createMailer({
    db: t.db,
    from: 'Programul Corurilor <no-reply@example.com>',
    outboxDir: join(await mkdtemp(join(tmpdir(), 'ready-')), 'outbox'),
    log: silentLog,
  });
  const ops = { metrics: createMetrics(t.db), mailer, stopping: () => stopping };
  app = createApp({ ...t.deps, ops });
}, 180_000);
afterAll(async () => {
  await mailer.stop();
  await t.close();
});

const ready = async () => {
  const res = await app.request('/api/health/ready/');
  return { status: res.status, body: await res.json() };
};

describe('GET /api/health/ready/', () => {
  test('answers 503 while the mail sender has not started', async () => {
    expect(await ready()).toEqual({
      status: 503,
      body: {
        status: 'error',
        database: 'ok',
        migrations: 'ok',
        mail_worker: 'stopped',
        server: 'ok',
      },
    });
  });

  test('answers 200 once everything runs', async () => {
    mailer.start();
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', migrations: 'ok', mail_worker: 'ok', server: 'ok' },
    });
  });

  test('answers 503 from the moment the server is stopping; liveness stays 200', async () => {
    stopping = true;
    try {
      expect(await ready()).toMatchObject({ status: 503, body: { server: 'stopping' } });
      expect((await app.request('/api/health/')).status).toBe(200);
    } finally {
      stopping = false;
    }
  });

  test('answers 503 while a migration of this version is not applied', async () => {
    const [newest] = await t.db
      .select({ at: sql<string>`max(created_at)::text` })
      .from(sql`drizzle.__drizzle_migrations`);
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${newest?.at}`,
    );
    expect(await ready()).toMatchObject({ status: 503, body: { migrations: 'pending' } });
  });

  test('answers 503 once the mail sender stopped', async () => {
    await mailer.stop();
    expect(await ready()).toMatchObject({ status: 503, body: { mail_worker: 'stopped' } });
  });

  test('an app in no server process has no mail sender to wait for', async () => {
    const res = await t.app.request('/api/health/ready/');
    expect((await res.json()).mail_worker).toBe('none');
  });
});
