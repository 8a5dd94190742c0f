/**
 * The demo data every GET route of the API can be read on (openapi.test.ts, cache-control.test.ts):
 * the demo's people signed in, an event of the demo choir, the conductor's calendar feed, a signed
 * parental consent and a message in each of the team's inboxes; and a concrete path on it for
 * each route of the registry.
 */
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox, users } from '../../src/server/db/schema.ts';
import { signAnswerToken } from '../../src/server/events/answer-link.ts';
import { client, login, type TestApp } from './app.ts';
import { signConsent } from './consent.ts';
import { EXAMPLE_SLUG, EXAMPLE_VIDEO } from './content-dist.ts';
import { dayFromToday, hoursFromNow, insertEvent } from './events.ts';

export interface ReadableDemo {
  tokens: { conductor: string; singer: string; pending: string; staff: string; parent: string };
  /** An event of the demo choir. */
  eventId: number;
  /** The demo conductor's calendar feed token. */
  feedToken: string;
  /** A signed parental consent (its PDF is for staff). */
  consentId: number;
  /** The demo singer's answer-link token for the event (the announcement mail's). */
  answerToken: string;
  /** A family link request of the demo singer (as the child) to the conductor: its mailed token. */
  familyToken: string;
  /** The demo singer, the demo parent's child with a signed consent. */
  singerId: number;
}

/** Makes the data; `asker` asks the madrigalist's question. */
export async function readableDemo(
  t: TestApp,
  asker: 'conductor' | 'singer',
): Promise<ReadableDemo> {
  const tokens = {
    conductor: await login(t.app, 'dirijor@example.com'),
    singer: await login(t.app, 'corist@example.com'),
    pending: await login(t.app, 'nou@example.com'),
    staff: await login(t.app, 'admin@example.com'),
    // The demo singer's parent reads the singer's consent (/api/families/children/{id}/…).
    parent: await login(t.app, 'parinte@example.com'),
  };
  const feed = await (await client(t.app, tokens.conductor).get('/api/calendar/feed/')).json();
  const feedToken = /\/api\/calendar\/([\w-]+)\.ics$/.exec(feed.url)?.[1] ?? '';
  const eventId = await insertEvent(t, {
    choirId: t.choirId,
    start: hoursFromNow(24),
    end: hoursFromNow(26),
  });
  const consentId = await signConsent(t);
  // A message in each of the team's inboxes, for the back office's threads.
  const contact = await client(t.app).post('/api/messaging/contact/', {
    name: 'Ioana Marin',
    email: 'ioana@example.com',
    message: 'Bună ziua, când încep înscrierile pentru atelierele de iarnă ale programului?',
    gdpr: true,
  });
  expect(contact.status).toBe(201);
  const question = await client(t.app, tokens[asker]).post('/api/messaging/madrigalist/', {
    message: 'Cum respir corect înainte de o frază lungă?',
  });
  expect(question.status).toBe(201);
  const [singer] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'corist@example.com'));
  const answerToken = signAnswerToken(t.deps.secret, singer?.id ?? 0, eventId);
  const family = await client(t.app, tokens.singer).post('/api/families/requests/', {
    email: 'dirijor@example.com',
    as: 'child',
  });
  expect(family.status).toBe(201);
  const [mail] = await t.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, 'dirijor@example.com'))
    .orderBy(desc(outbox.id))
    .limit(1);
  const familyToken = /#([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const singerId = singer?.id ?? 0;
  return { tokens, eventId, feedToken, consentId, answerToken, familyToken, singerId };
}

/**
 * A concrete path for a registry path outside the back office: `{id}` is the demo choir, but an
 * event's id under /api/event/, and the queries a route requires.
 */
export function examplePath(t: TestApp, demo: ReadableDemo, path: string): string {
  if (path === '/api/event/')
    return `${path}?choir_id=${t.choirId}&from=${dayFromToday(0)}&to=${dayFromToday(30)}`;
  if (path.startsWith('/api/event/')) return path.replace('{id}', String(demo.eventId));
  if (path === '/api/calendar/{token}.ics') return path.replace('{token}', demo.feedToken);
  if (path === '/api/event-answer/{token}/') return path.replace('{token}', demo.answerToken);
  if (path === '/api/families/requests/{token}/') return path.replace('{token}', demo.familyToken);
  if (path.startsWith('/api/families/children/'))
    return path.replace('{id}', String(demo.singerId));
  if (path.startsWith('/api/sign-ups/consent/'))
    return path.replace('{id}', String(demo.consentId));
  return path
    .replace('{id}', String(t.choirId))
    .replace('{slug}', EXAMPLE_SLUG)
    .replace('{video}', EXAMPLE_VIDEO)
    .replace('{kind}', 'mp4')
    .replace('{box}', 'posters');
}

/** Where a back-office path finds its `{id}` when the path above it is not a list. */
const STAFF_ID_LISTS: Record<string, string> = {
  '/api/staff/workshops/': '/api/staff/submissions/workshops/choices/',
};

/**
 * A concrete back-office path: `{form}` the consents, `{id}` the first row of the list above it
 * (GET /api/staff/choirs/ for /api/staff/choirs/{id}/).
 */
export async function staffExamplePath(t: TestApp, demo: ReadableDemo, path: string) {
  const concrete = path.replace('{form}', 'consents');
  const at = concrete.indexOf('{id}');
  if (at < 0) return concrete;
  const above = concrete.slice(0, at);
  const res = await client(t.app, demo.tokens.staff).get(STAFF_ID_LISTS[above] ?? above);
  const list = (await res.json()) as { id: number }[] | { results: { id: number }[] };
  const first = (Array.isArray(list) ? list : list.results)[0];
  if (!first) throw new Error(`${above} lists nothing for ${path}`);
  return concrete.replace('{id}', String(first.id));
}
