import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEED_DAYS_BACK } from '../../src/lib/limits.ts';
import { http } from '../../src/lib/messages.ts';
import { escapeText, fold } from '../../src/server/events/ical.ts';
import type { Log } from '../../src/server/log.ts';
import { login, type TestApp, testApp } from '../helpers/app.ts';
import { api, eventBody, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';

/** Every request log line: the token must never be in one. */
const logged: string[] = [];
const capture: Log = {
  info: (msg, fields) => logged.push(JSON.stringify({ msg, ...fields })),
  warn: (msg, fields) => logged.push(JSON.stringify({ msg, ...fields })),
  error: (msg, fields) => logged.push(JSON.stringify({ msg, ...fields })),
};

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await testApp({ log: capture });
  tokens.singer = await login(t.app, 'corist@example.com');
  tokens.pending = await login(t.app, 'nou@example.com');
  tokens.conductor = await login(t.app, 'dirijor@example.com');
});
afterAll(() => t.close());

const as = (role?: string) => api(t.app, role ? tokens[role] : undefined);

async function feedOf(role: string): Promise<{ url: string; webcal: string }> {
  const res = await as(role).get('/api/calendar/feed/');
  expect(res.status).toBe(200);
  return res.json();
}

/** The feed's path on this app, from its absolute URL. */
const pathOf = (url: string) => new URL(url).pathname;

async function vevents(url: string) {
  const res = await t.app.request(pathOf(url));
  expect(res.status).toBe(200);
  const text = await res.text();
  const component = new ICAL.Component(ICAL.parse(text));
  return {
    text,
    res,
    events: component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)),
  };
}

describe('GET /api/calendar/feed/', () => {
  test('answers 401 without a token, and so does revoke', async () => {
    const res = await as().get('/api/calendar/feed/');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: http.unauthorized });
    expect((await as().post('/api/calendar/feed/revoke/')).status).toBe(401);
  });

  test('makes the token once: the same URL on every call, and its webcal:// twin', async () => {
    const [a, b] = await Promise.all([feedOf('singer'), feedOf('singer')]);
    expect(a).toEqual(b);
    expect(a.url).toMatch(/^http:\/\/localhost:4321\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(a.webcal).toBe(a.url.replace('http://', 'webcal://'));
    expect((await feedOf('conductor')).url).not.toBe(a.url);
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  test.each(['/api/calendar/unknown-token-of-43-characters-xxxxxxxxxxxxx.ics', '/api/calendar/x'])(
    'answers 404 for %s',
    async (path) => {
      expect((await t.app.request(path)).status).toBe(404);
    },
  );

  test("holds the member's choir events and the global ones, in a bounded window", async () => {
    const choir = await (await as('conductor').post('/api/event/', eventBody(t.choirId))).json();
    const global = await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(100),
      end: hoursFromNow(110),
      title: 'Festivalul Național',
      type: 4,
    });
    const other = await createChoir(t, { name: 'Corul Altora' });
    const elsewhere = await insertEvent(t, {
      choirId: other,
      start: hoursFromNow(5),
      end: hoursFromNow(6),
    });
    const old = await insertEvent(t, {
      choirId: t.choirId,
      start: hoursFromNow(-24 * (FEED_DAYS_BACK + 2)),
      end: hoursFromNow(-24 * (FEED_DAYS_BACK + 2) + 1),
    });
    const recent = await insertEvent(t, {
      choirId: t.choirId,
      start: hoursFromNow(-24 * 10),
      end: hoursFromNow(-24 * 10 + 2),
    });

    const feed = await feedOf('singer');
    const { res, text, events } = await vevents(feed.url);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toMatch(/\r\nMETHOD:PUBLISH\r\n/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const uids = events.map((e) => e.uid);
    expect(uids).toEqual(
      expect.arrayContaining([`event-${choir.id}@localhost`, `event-${global}@localhost`]),
    );
    expect(uids).toContain(`event-${recent}@localhost`);
    expect(uids).not.toContain(`event-${elsewhere}@localhost`);
    expect(uids).not.toContain(`event-${old}@localhost`);

    const mine = events.find((e) => e.uid === `event-${choir.id}@localhost`);
    expect(mine?.startDate.toJSDate().toISOString()).toBe(choir.start);
    expect(mine?.endDate.toJSDate().toISOString()).toBe(choir.end);
    expect(mine?.summary).toBe(choir.title);
    expect(mine?.component.getFirstPropertyValue('categories')).toBe('Repetiție');
    expect(mine?.component.getFirstPropertyValue('url')).toBe(
      `http://localhost:4321/cont/evenimente?event=${choir.id}`,
    );

    // The pending member's feed holds the choir's events no more than the choir's page does.
    const pending = await vevents((await feedOf('pending')).url);
    expect(pending.events).toEqual([]);
  });

  test('leaves out the events of a choir the programme has not confirmed; globals need a confirmed choir', async () => {
    const waiting = await createChoir(t, { name: 'Corul în Așteptare', confirmed: false });
    const founder = await createMember(t, 'fondator-feed@example.com');
    await addMembership(t, founder.id, waiting, { confirmed: true, conductor: true });
    const id = await insertEvent(t, {
      choirId: waiting,
      start: hoursFromNow(5),
      end: hoursFromNow(6),
    });
    const global = await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(7),
      end: hoursFromNow(8),
    });
    const feed = await (await api(t.app, founder.token).get('/api/calendar/feed/')).json();
    const uids = (await vevents(feed.url)).events.map((e) => e.uid);
    expect(uids).not.toContain(`event-${id}@localhost`);
    expect(uids).not.toContain(`event-${global}@localhost`);
  });

  test('folds at 75 octets without splitting a character, and escapes \\ ; , and line breaks', async () => {
    const title =
      'Concertul de Crăciun al corurilor din Țara Bârsei, Mărțișor; ediția a II-a — „Șapte țări” \\ final';
    const description = 'Ținută: cămașă albă, fustă neagră;\nrepetiție la 17:00.\r\nAdu apă.';
    const made = await (
      await as('conductor').post(
        '/api/event/',
        eventBody(t.choirId, {
          title: title.slice(0, 150),
          description,
          location: 'Brașov, Sala Patria',
        }),
      )
    ).json();
    const { text, events } = await vevents((await feedOf('conductor')).url);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of Buffer.from(text).toString('latin1').split('\r\n')) {
      const bytes = Buffer.from(line, 'latin1');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no character was cut in two.
      expect(() => decoder.decode(bytes)).not.toThrow();
    }
    const e = events.find((ev) => ev.uid === `event-${made.id}@localhost`);
    expect(e?.summary).toBe(made.title);
    expect(e?.description).toBe(
      'Ținută: cămașă albă, fustă neagră;\nrepetiție la 17:00.\nAdu apă.',
    );
    expect(e?.location).toBe('Brașov, Sala Patria');
    expect(text).toContain('SUMMARY:Concertul de Crăciun al corurilor din Țara Bârsei\\, Mărț');
  });

  test('revoking answers a new URL; the old one answers 404 at once', async () => {
    const before = await feedOf('conductor');
    const res = await as('conductor').post('/api/calendar/feed/revoke/');
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.url).not.toBe(before.url);
    expect((await t.app.request(pathOf(before.url))).status).toBe(404);
    expect((await t.app.request(pathOf(after.url))).status).toBe(200);
    expect(await feedOf('conductor')).toEqual(after);
  });

  test('never writes a token to the log', async () => {
    const { url } = await feedOf('singer');
    await t.app.request(pathOf(url));
    const token = /([\w-]{43})\.ics$/.exec(url)?.[1] ?? '';
    expect(token).toHaveLength(43);
    expect(logged.some((line) => line.includes('/api/calendar/'))).toBe(true);
    expect(logged.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe('the iCalendar writer', () => {
  test('escapes TEXT values', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folds by octets and keeps each character whole', () => {
    const line = `SUMMARY:${'ș'.repeat(100)}`;
    const lines = fold(line).split('\r\n');
    for (const l of lines) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
    expect(fold('SHORT:x')).toBe('SHORT:x');
  });
});
