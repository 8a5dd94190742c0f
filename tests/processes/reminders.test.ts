/**
 * The reminder job in two server processes on one PostgreSQL database (issue #28): both run it
 * every second (REMINDER_CHECK_SECONDS), on the same due event, and each member still gets exactly
 * one reminder, over a real SMTP server. Real processes (`node src/server/main.ts`), as
 * two-servers.test.ts; needs TEST_DATABASE_URL (`npm run test:processes`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { bucharestMoment } from '../../src/lib/schemas/event.ts';
import { eventReminders, events, memberships, outbox, users } from '../../src/server/db/schema.ts';
import { addDays } from '../../src/server/events/time.ts';
import { databaseUrl, testDatabase } from '../helpers/db.ts';
import { freePort } from '../helpers/ports.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('npm run test:processes needs TEST_DATABASE_URL (PostgreSQL)');

const TITLE = 'Repetiție cu reamintire în două procese';
let smtp: TestSmtpServer;
let database: Awaited<ReturnType<typeof testDatabase>>;
let dir: string;
const servers: ChildProcess[] = [];

async function startServer(name: string, url: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, name),
      DATABASE_URL: url,
      SMTP_URL: smtp.url,
      SECRET_KEY: 'a-secret-shared-by-both-servers-0123456789',
      NODE_ENV: 'test',
      DEMO: 'true',
      REMINDER_CHECK_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${name} did not start`);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  dir = await mkdtemp(join(tmpdir(), 'reminders-'));
  database = await testDatabase();
  const url = await databaseUrl(database, serverUrl);
  servers.push(await startServer('a', url));
  servers.push(await startServer('b', url));
}, 60_000);

afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await Promise.all(servers.map((s) => new Promise((resolve) => s.once('exit', resolve))));
  await database.close();
  await smtp.close();
  await rm(dir, { recursive: true, force: true });
});

test('two processes running the job send each member one reminder', async () => {
  const { db } = database;
  const [conductor] = await db
    .select({ choirId: memberships.choirId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, 'dirijor@example.com'));
  const today = todayInBucharest();
  const startsAt = bucharestMoment(addDays(today, 2), '18:00');
  // Answer by today: its reminder is due now; made days ago, before the reminder's moment.
  const [event] = await db
    .insert(events)
    .values({
      choirId: conductor?.choirId ?? 0,
      title: TITLE,
      type: 1,
      location: 'Sala mare',
      description: 'Descriere',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 7_200_000),
      answerBy: today,
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    })
    .returning();
  const mine = and(eq(eventReminders.eventId, event?.id ?? 0), eq(eventReminders.kind, 'reminder'));
  for (let i = 0; i < 100 && !(await db.select().from(eventReminders).where(mine)).length; i++)
    await new Promise((r) => setTimeout(r, 100));
  // A few more runs of both processes.
  await new Promise((r) => setTimeout(r, 3_500));
  const reminded = await db.select().from(eventReminders).where(mine);
  expect(reminded.length).toBeGreaterThan(0);
  const mails = await db
    .select({ to: outbox.to })
    .from(outbox)
    .where(like(outbox.subject, `Reamintire: ${TITLE}%`));
  const addresses = mails.map((m) => m.to);
  expect(new Set(addresses).size).toBe(addresses.length);
  expect(addresses).toHaveLength(reminded.length);
  const received = await smtp
    .waitFor(1)
    .then(() => smtp.messages.filter((m) => m.subject.startsWith(`Reamintire: ${TITLE}`)));
  for (let i = 0; i < 50 && received.length < addresses.length; i++) {
    await new Promise((r) => setTimeout(r, 100));
    received.splice(
      0,
      received.length,
      ...smtp.messages.filter((m) => m.subject.startsWith(`Reamintire: ${TITLE}`)),
    );
  }
  expect(received.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
});
