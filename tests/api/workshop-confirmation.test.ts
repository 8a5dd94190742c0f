/**
 * The workshop sign-up's confirmation (issue #23), delivered through a real SMTP server: it says
 * what, when and where, and carries the chosen workshops as a calendar file (.ics) whose events
 * start at the workshop's hour in Bucharest, in the session's place.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatDate } from '../../src/lib/dates.ts';
import { WORKSHOP_MINUTES } from '../../src/lib/limits.ts';
import { workshopSignup as m } from '../../src/lib/messages-workshops.ts';
import { bucharestMoment } from '../../src/lib/schemas/event.ts';
import { workshopSessions, workshops } from '../../src/server/db/schema.ts';
import { DEMO_WORKSHOP_LOCATION, DEMO_WORKSHOPS } from '../../src/server/db/seed/workshops.ts';
import { utc } from '../../src/server/events/ical.ts';
import { silentLog } from '../../src/server/log.ts';
import { createMailer, type Mailer } from '../../src/server/services/mail.ts';
import { client, TEST_MAIL_FROM, type TestApp, testApp } from '../helpers/app.ts';
import { solveCaptcha } from '../helpers/captcha.ts';
import { type MailPart, mailParts } from '../helpers/mime.ts';
import { workshopBody } from '../helpers/signup-bodies.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let mailer: Mailer;
let outboxDir: string;
beforeAll(async () => {
  t = await testApp();
  smtp = await startSmtpServer();
  outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  mailer = createMailer({
    db: t.db,
    listen: t.deps.listen,
    smtpUrl: smtp.url,
    from: TEST_MAIL_FROM,
    outboxDir,
    log: silentLog,
  });
  mailer.start();
}, 120_000);
afterAll(async () => {
  await mailer.stop();
  await smtp.close();
  await rm(outboxDir, { recursive: true, force: true });
  await t.close();
});

/** The demo workshop `title` with its session's day and place. */
async function demoWorkshop(title: string) {
  const [row] = await t.db
    .select({
      id: workshops.id,
      hour: workshops.hour,
      date: workshopSessions.date,
      location: workshopSessions.location,
    })
    .from(workshops)
    .innerJoin(workshopSessions, eq(workshopSessions.id, workshops.sessionId))
    .where(eq(workshops.title, title));
  if (!row) throw new Error(`no demo workshop ${title}`);
  return row;
}

/** Signs up for `ids` as `email`; returns the person's mail as the SMTP server received it. */
async function signUp(ids: number[], email: string) {
  const res = await client(t.app, undefined, '10.24.0.1').post('/api/sign-ups/workshops/', {
    ...workshopBody(ids, { email }),
    altcha: await solveCaptcha(t.deps.captcha),
  });
  expect(res.status).toBe(201);
  for (let count = 1; ; count++) {
    await smtp.waitFor(count);
    const mail = smtp.messages.find((message) => message.to.includes(email));
    if (mail) return mail;
  }
}

/** The mail's text, its line ends as written (SMTP carries CRLF). */
const textOf = (parts: MailPart[]) =>
  (parts.find((part) => part.contentType === 'text/plain')?.text ?? '').replace(/\r\n/g, '\n');

/** The iCalendar's content lines, unfolded (RFC 5545 §3.1), with their values unescaped. */
function icsEvents(ics: string) {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') events.push({});
    const colon = line.indexOf(':');
    const event = events.at(-1);
    if (event && colon > 0)
      event[line.slice(0, colon)] = line.slice(colon + 1).replace(/\\([\\;,])/g, '$1');
  }
  return { lines, events };
}

describe('POST /api/sign-ups/workshops/ confirmation mail', () => {
  test('says what, when and where, with the workshops attached as a calendar file', async () => {
    const choir = await demoWorkshop(DEMO_WORKSHOPS.choir);
    const recorder = await demoWorkshop(DEMO_WORKSHOPS.recorder);
    const mail = await signUp([recorder.id, choir.id], 'calendar@example.com');
    expect(mail.subject).toBe(m.mailSubject);

    const parts = mailParts(mail.raw);
    const text = textOf(parts);
    const day = formatDate(`${choir.date}T12:00:00Z`);
    expect(text).toContain(
      m.mailWorkshop(DEMO_WORKSHOPS.choir, m.when(day, '10:00'), DEMO_WORKSHOP_LOCATION),
    );
    expect(text).toContain(
      m.mailWorkshop(DEMO_WORKSHOPS.recorder, m.when(day, '12:00'), DEMO_WORKSHOP_LOCATION),
    );
    expect(text).toContain(m.icsFilename);

    const file = parts.find((part) => part.contentType === 'text/calendar');
    expect(file?.filename).toBe(m.icsFilename);
    const { lines, events } = icsEvents(file?.bytes.toString('utf8') ?? '');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(events).toHaveLength(2);
    for (const [event, workshop, title] of [
      [events[0], choir, DEMO_WORKSHOPS.choir],
      [events[1], recorder, DEMO_WORKSHOPS.recorder],
    ] as const) {
      const start = bucharestMoment(workshop.date, workshop.hour);
      expect(event).toMatchObject({
        SUMMARY: title,
        LOCATION: DEMO_WORKSHOP_LOCATION,
        DTSTART: utc(start),
        DTEND: utc(new Date(start.getTime() + WORKSHOP_MINUTES * 60_000)),
        URL: 'http://localhost:4321/ateliere',
      });
      expect(event?.UID).toMatch(new RegExp(`^workshop-${workshop.id}-signup-\\d+@localhost$`));
    }
  });

  test('says the place is still to come when the session has none yet', async () => {
    const choir = await demoWorkshop(DEMO_WORKSHOPS.choir);
    const [session] = await t.db
      .select({ id: workshops.sessionId })
      .from(workshops)
      .where(eq(workshops.id, choir.id));
    await t.db
      .update(workshopSessions)
      .set({ location: '' })
      .where(eq(workshopSessions.id, session?.id ?? 0));
    const mail = await signUp([choir.id], 'fara-loc@example.com');
    const parts = mailParts(mail.raw);
    const text = textOf(parts);
    expect(text).toContain(`${m.whereLabel}: ${m.placeToCome}`);
    const file = parts.find((part) => part.contentType === 'text/calendar');
    expect(icsEvents(file?.bytes.toString('utf8') ?? '').events[0]?.LOCATION).toBe('');
  });
});
