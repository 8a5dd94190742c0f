/**
 * The app a fuzz test file runs against, made once before its runs: callers of each kind, events
 * of the demo choir and a global one, solved bot checks, a drawn signature and the back office's
 * rows (fuzz-rows.ts); how a fuzz request is sent and what every answer must be. FUZZ_RUNS sets the
 * runs per route (`npm run bench:fuzz`: 10,000), FUZZ_SEED replays a failure.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { sessions } from '../../src/server/db/schema.ts';
import { signAnswerToken } from '../../src/server/events/answer-link.ts';
import { randomToken, sha256 } from '../../src/server/services/tokens.ts';
import { type TestApp, testApp } from './app.ts';
import { solveCaptcha } from './captcha.ts';
import { contentDist } from './content-dist.ts';
import { insertEvent } from './events.ts';
import { type FuzzBody, isErrorBody } from './fuzz.ts';
import { makeStaffRows } from './fuzz-rows.ts';
import { addMembership, createMember } from './members.ts';
import { drawnSignaturePng, pngDataUrl } from './pdf.ts';

export const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
export const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** A fuzzed route's time limit: the runs, and the setup's share. */
export const FUZZ_TIMEOUT = 60_000 + RUNS * 100;
/** The setup makes many rows and solves 20 bot checks: longer than a plain test file's. */
const SETUP_TIMEOUT = 120_000;
/** Far above what a fuzz run sends: every request reaches its handler. */
const OPEN = { perIp: 1e9, perEmail: 1e9, windowSeconds: 60 };

export type Caller = 'anonymous' | 'member' | 'singer' | 'conductor' | 'staff' | 'fresh session';

/** What fuzzApp() made; read when a value is drawn or a request sent, not when a test is built. */
export const world = {
  t: undefined as unknown as TestApp,
  /** t's app with a built site's content files: the content routes answer, as in production. */
  app: undefined as unknown as ReturnType<typeof createApp>,
  tokens: {} as Partial<Record<Caller, string>>,
  memberId: 0,
  demoChoir: 0,
  /** The singer's calendar feed token: the feed's path names it. */
  feedToken: '',
  /** A pad's drawing: some consents carry it, some a typed name, some the schema's guess. */
  drawnSignature: '',
};
/** Events of the demo choir and a global one (DELETE may remove them). */
export const eventIds: string[] = [];
/** The singer's answer-link tokens of those events (the announcement mail's links). */
export const answerTokens: string[] = [];
/** Bot-check solutions for the register and sign-up targets, each good once. */
export const solved: string[] = [];

let dist: ReturnType<typeof contentDist>;

/** Makes the fuzz's app before the file's tests and closes it after them. */
export function fuzzApp() {
  beforeAll(async () => {
    const t = await testApp({
      rateLimits: { register: OPEN, reset: OPEN, contact: OPEN, madrigalist: OPEN, signup: OPEN },
    });
    world.t = t;
    dist = contentDist();
    world.app = createApp(t.deps, dist);
    const { tokens } = world;
    const member = await createMember(t, 'fuzz@example.com');
    world.memberId = member.id;
    tokens.member = member.token;
    const staff = (await createMember(t, 'fuzz-staff@example.com', { staff: true })).token;
    tokens.staff = staff;
    const singer = await createMember(t, 'fuzz-singer@example.com');
    await addMembership(t, singer.id, t.choirId, { confirmed: true });
    tokens.singer = singer.token;
    // Voice parts are set by the choir's own conductors only (issue #27), not by staff.
    const conductor = await createMember(t, 'fuzz-conductor@example.com');
    await addMembership(t, conductor.id, t.choirId, { confirmed: true, conductor: true });
    tokens.conductor = conductor.token;
    world.demoChoir = t.choirId;
    for (const choirId of [t.choirId, t.choirId, t.choirId, null]) {
      const start = new Date(Date.now() + 7 * 86_400_000);
      const end = new Date(start.getTime() + 7_200_000);
      const eventId = await insertEvent(t, { choirId, start, end });
      eventIds.push(String(eventId));
      answerTokens.push(signAnswerToken(t.deps.secret, singer.id, eventId));
    }
    for (let i = 0; i < 20; i++) solved.push(await solveCaptcha(t.deps.captcha));
    world.drawnSignature = pngDataUrl(await drawnSignaturePng());
    await makeStaffRows(t, staff, singer.token);
    const feed = await t.app.request('/api/calendar/feed/', {
      headers: { authorization: `Token ${tokens.singer}` },
    });
    world.feedToken =
      /\/api\/calendar\/([\w-]+)\.ics$/.exec(((await feed.json()) as { url: string }).url)?.[1] ??
      '';
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    dist.remove();
    await world.t.close();
  });
}

/** A session of the fuzz member that logout may end. */
async function freshSession() {
  const token = randomToken();
  await world.t.db.insert(sessions).values({
    userId: world.memberId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + interval '1 hour'`,
  });
  return token;
}

/** The Authorization header: the caller's token mostly, sometimes none or a wrong one. */
export async function authFor(caller: Caller, choice: number, garbage: string) {
  if (caller === 'anonymous' || choice === 0) return undefined;
  if (choice === 1) return `Token ${garbage}`;
  return `Token ${caller === 'fresh session' ? await freshSession() : world.tokens[caller]}`;
}

export type Sent = FuzzBody | { form: FormData };

export async function send(method: string, path: string, sent: Sent, auth: string | undefined) {
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.1.${Math.floor(Math.random() * 255)}.1`,
  };
  if (auth !== undefined) headers.authorization = auth;
  const { app } = world;
  if ('form' in sent) return app.request(path, { method, headers, body: sent.form });
  if (sent.contentType) headers['content-type'] = sent.contentType;
  return app.request(path, { method, headers, body: sent.body });
}

/** Never a 5xx; a 4xx is JSON in the API's error shape. */
export async function expectHandled(res: Response) {
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  if (res.status >= 400) {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(isErrorBody(JSON.parse(text)), text).toBe(true);
  }
}
