/**
 * A fresh product for one test file: its own database (PGlite in memory, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set), the real outbox, bot check and storage, the demo data.
 * Mails are read back from the outbox table and rendered by the mailer's own renderMail, so a
 * test sees the message a person would receive (signature, headers, encoding).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, gt, max } from 'drizzle-orm';
import webpush from 'web-push';
import { createApp } from '../../src/server/app.ts';
import { outbox, staffActions } from '../../src/server/db/schema.ts';
import { seedDemo } from '../../src/server/db/seed/demo.ts';
import { installDemoLibraryFiles } from '../../src/server/db/seed/library.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { silentLog } from '../../src/server/log.ts';
import { createCaptcha } from '../../src/server/services/captcha.ts';
import { diskLibrary } from '../../src/server/services/library-storage.ts';
import { renderMail } from '../../src/server/services/mail.ts';
import { diskStaging } from '../../src/server/services/staging.ts';
import { diskStorage } from '../../src/server/services/storage.ts';
import { testDatabase } from './db.ts';
import { parseMessage } from './smtp.ts';

export const TEST_MAIL_FROM = 'Programul Corurilor <no-reply@example.com>';
/** The push keys of every test app (GET /api/notifications/push-key/); a push test signs with them. */
export const TEST_VAPID = {
  ...webpush.generateVAPIDKeys(),
  subject: 'mailto:no-reply@example.com',
};

export async function testApp(overrides: Partial<AppDeps> = {}) {
  const database = await testDatabase();
  const { db } = database;
  const dir = await mkdtemp(join(tmpdir(), 'cor-test-'));
  const secret = 'test-secret-with-at-least-32-characters!';
  const staging = diskStaging(dir);
  const deps: AppDeps = {
    db,
    listen: database.listen,
    announce: database.announce,
    captcha: createCaptcha({ db, secret, cost: 10 }),
    storage: diskStorage(join(dir, 'uploads'), staging),
    library: diskLibrary(join(dir, 'library')),
    staging,
    secret,
    vapidPublicKey: TEST_VAPID.publicKey,
    siteUrl: 'http://localhost:4321',
    log: silentLog,
    trustProxy: true,
    ...overrides,
  };
  const choirId = await seedDemo(db);
  await installDemoLibraryFiles(deps.library);
  const app = createApp(deps);

  /**
   * A point in the outbox: the id of its newest row. Taken before an action, it lets lastMail
   * read that action's mails only (ids only grow), never an earlier test's mail to the same person.
   */
  async function mailMark(): Promise<number> {
    const [row] = await db.select({ id: max(outbox.id) }).from(outbox);
    return row?.id ?? 0;
  }

  /**
   * The newest mail to `to` (with `subject`) queued after `mark`, as rendered for sending; waits a
   * moment for mails queued in the background (the reset link).
   */
  async function lastMail(mark: number, to: string, subject?: string) {
    const where = and(
      gt(outbox.id, mark),
      eq(outbox.to, to),
      subject ? eq(outbox.subject, subject) : undefined,
    );
    for (let i = 0; i < 50; i++) {
      const [row] = await db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(1);
      if (row) {
        const raw = await renderMail(row, TEST_MAIL_FROM);
        return { ...parseMessage(raw), to: row.to, raw, row };
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${to} after outbox row ${mark}`);
  }

  return {
    app,
    db,
    deps,
    choirId,
    dir,
    mailMark,
    lastMail,
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof testApp>>;

/** JSON request helpers in the shape of the browser client: Token header, JSON body. */
export function client(app: TestApp['app'], token?: string, ip = '10.0.0.1') {
  const headers = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': ip,
    ...(token ? { authorization: `Token ${token}` } : {}),
    ...extra,
  });
  return {
    get: (path: string) => app.request(path, { headers: headers() }),
    post: (path: string, body?: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: headers({ 'content-type': 'application/json' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    patch: (path: string, body?: unknown) =>
      app.request(path, {
        method: 'PATCH',
        headers: headers({ 'content-type': 'application/json' }),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    upload: (path: string, form: FormData) =>
      app.request(path, { method: 'POST', headers: headers(), body: form }),
  };
}

/** Logs in and returns the token; fails the test when login fails. */
export async function login(app: TestApp['app'], username: string, password = 'parola-demo') {
  const res = await client(app).post('/api/token-auth/', { username, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The first http(s) link in a mail text. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('no link in mail');
  return match[0];
}

/** The newest row of the staff journal (staff_actions) recording `action`. */
export async function lastStaffAction(t: TestApp, action: string) {
  const [row] = await t.db
    .select()
    .from(staffActions)
    .where(eq(staffActions.action, action))
    .orderBy(desc(staffActions.id))
    .limit(1);
  return row;
}
