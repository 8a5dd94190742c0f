/**
 * The rules between a parent and a child (issue #25): the permission matrix over every route that
 * takes a child (own child, another parent's child, a child who unlinked the parent, a linked
 * 16-year-old, a managed 16-year-old, staff), the day a child turns 16 in Bucharest time, a linked
 * child of 16 taking over their own consent (links kept or ended, parents mailed, once), and the
 * races: one parent asking twice at once, two takeovers at once.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isUnderConsentAge, todayInBucharest } from '../../src/lib/dates.ts';
import { families } from '../../src/lib/messages.ts';
import { parentOfTeen, takeoverMail, takeoverModal } from '../../src/lib/messages-family-rules.ts';
import {
  audiobooks,
  consentTakeovers,
  familyLinks,
  outbox,
  users,
} from '../../src/server/db/schema.ts';
import { MANAGED_PASSWORD_HASH } from '../../src/server/families/links.ts';
import { actingAs } from '../helpers/acting.ts';
import { type TestApp, testApp } from '../helpers/app.ts';
import { giveConsent } from '../helpers/consent.ts';
import { futureEvent } from '../helpers/events.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

/** JSON requests as `token`, acting for `child` when given. */
const as = (token: string, child?: number | string) => actingAs(t, '10.0.0.26', token, child);
type Client = ReturnType<typeof as>;

let n = 0;
/** A birth date `years` years before today in Bucharest, moved by `days`. */
function bornYearsAgo(years: number, days = 0) {
  const today = todayInBucharest();
  const d = new Date(`${Number(today.slice(0, 4)) - years}${today.slice(4)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
async function person(tag: string, birthDate: string | null = null, managed = false) {
  const email = `${tag}-${++n}@example.com`;
  const firstName = `${tag[0]?.toUpperCase()}${n}`;
  const member = await createMember(t, email, { firstName });
  await t.db
    .update(users)
    .set({
      birthDate,
      ...(managed ? { email: null, passwordHash: MANAGED_PASSWORD_HASH } : {}),
    })
    .where(eq(users.id, member.id));
  return { ...member, email, firstName, name: `${firstName} Test` };
}
async function link(parentId: number, childId: number, ended = false) {
  const [row] = await t.db
    .insert(familyLinks)
    .values({
      parentId,
      childId,
      requestedBy: parentId,
      confirmedAt: sql`now()`,
      endedAt: ended ? sql`now()` : null,
      endedBy: ended ? childId : null,
    })
    .returning({ id: familyLinks.id });
  return row?.id ?? 0;
}
const mark = async () => {
  const [row] = await t.db.select({ id: sql<number>`coalesce(max(${outbox.id}), 0)` }).from(outbox);
  return row?.id ?? 0;
};
const mailsSince = (to: string, after: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), gt(outbox.id, after)));

describe('the parent–child permission matrix over every route that takes a child', () => {
  /**
   * Each case: the parent, the child they name in the header, and what reads and writes answer.
   * A child of 12 (valid consent) and a managed child of 16 are acted for fully; a linked child of
   * 16 with a login is read only; any other child, and staff naming a child, 403.
   */
  async function cast() {
    const choirId = await createChoir(t, { name: `Corul Matricei ${++n}` });
    const parent = await person('parinte');
    const own = await person('copil', bornYearsAgo(12));
    const otherParent = await person('alt-parinte');
    const others = await person('copil-strain', bornYearsAgo(12));
    const unlinked = await person('copil-dezlegat', bornYearsAgo(12));
    const teen = await person('adolescent', bornYearsAgo(16));
    const managedTeen = await person('adolescent-fara-cont', bornYearsAgo(16), true);
    const staff = await createMember(t, `echipa-matrice-${++n}@example.com`, { staff: true });
    await link(parent.id, own.id);
    await link(otherParent.id, others.id);
    await link(parent.id, unlinked.id, true);
    await link(parent.id, teen.id);
    await link(parent.id, managedTeen.id);
    for (const child of [own, others, unlinked, teen, managedTeen]) {
      await addMembership(t, child.id, choirId, { confirmed: true });
      await giveConsent(t, child.id);
    }
    const event = await futureEvent(t, parent.id, 'Repetiție pentru matrice');
    await t.db.execute(sql`update events set choir_id = ${choirId} where id = ${event}`);
    const joinable = await createChoir(t, { name: `Corul Nou ${++n}` });
    const [book] = await t.db.select({ id: audiobooks.id }).from(audiobooks).limit(1);
    return {
      choirId,
      event,
      joinable,
      book: book?.id ?? 0,
      parent,
      own,
      others,
      unlinked,
      teen,
      managedTeen,
      staff,
    };
  }

  const reads = (choirId: number, event: number, book: number) =>
    [
      ['GET /api/account/choirs/', (c: Client) => c.get('/api/account/choirs/')],
      [
        'GET /api/dashboard/{id}/summary',
        (c: Client) => c.get(`/api/dashboard/${choirId}/summary`),
      ],
      ['GET /api/event/{id}/', (c: Client) => c.get(`/api/event/${event}/`)],
      ['GET /api/dashboard/scores/', (c: Client) => c.get('/api/dashboard/scores/')],
      ['GET /api/song/', (c: Client) => c.get('/api/song/')],
      ['GET /api/account/parent-consent/', (c: Client) => c.get('/api/account/parent-consent/')],
      // A POST that only reads: the library's zip.
      [
        'POST /api/download/audiobook/{id}/',
        (c: Client) => c.post(`/api/download/audiobook/${book}/`),
      ],
    ] as const;
  const writes = (event: number, joinable: number) =>
    [
      [
        'PUT /api/event/{id}/answer/',
        (c: Client) => c.put(`/api/event/${event}/answer/`, { answer: 'yes' }),
      ],
      [
        'POST /api/account/join_choir',
        (c: Client) => c.post('/api/account/join_choir', { choir: joinable }),
      ],
    ] as const;

  test('reads: own child, a managed 16-year-old and a linked 16-year-old 200; the others 403', async () => {
    const w = await cast();
    for (const [name, call] of reads(w.choirId, w.event, w.book)) {
      for (const child of [w.own, w.managedTeen, w.teen])
        expect((await call(as(w.parent.token, child.id))).status, `${name} ${child.email}`).toBe(
          200,
        );
      for (const [who, client] of [
        ['another parent’s child', as(w.parent.token, w.others.id)],
        ['a child who unlinked the parent', as(w.parent.token, w.unlinked.id)],
        ['staff', as(w.staff.token, w.own.id)],
        ['a malformed id', as(w.parent.token, 'x')],
      ] as const) {
        const res = await call(client);
        expect(res.status, `${name} ${who}`).toBe(403);
        expect(await res.json()).toEqual({ detail: families.errors.notYourChild });
      }
    }
  });

  test('writes: own child and a managed 16-year-old 2xx; a linked 16-year-old 403, theirs to make', async () => {
    const w = await cast();
    for (const [name, call] of writes(w.event, w.joinable)) {
      for (const child of [w.own, w.managedTeen])
        expect((await call(as(w.parent.token, child.id))).status, `${name} ${child.email}`).toBe(
          200,
        );
      const teen = await call(as(w.parent.token, w.teen.id));
      expect(teen.status, `${name} linked 16-year-old`).toBe(403);
      expect(await teen.json()).toEqual({ detail: parentOfTeen.refused });
      // The 16-year-old does it themselves.
      expect((await call(as(w.teen.token))).status, `${name} by the 16-year-old`).toBe(200);
      for (const client of [
        as(w.parent.token, w.others.id),
        as(w.parent.token, w.unlinked.id),
        as(w.staff.token, w.own.id),
      ])
        expect((await call(client)).status, name).toBe(403);
    }
  });

  test('the families routes: a login only for one’s own managed child; a link ended only by its sides', async () => {
    const w = await cast();
    const login = (token: string, childId: number) =>
      as(token).post(`/api/families/children/${childId}/login/`, {
        email: `login-${++n}@example.com`,
      });
    for (const [token, childId] of [
      [w.parent.token, w.others.id],
      [w.parent.token, w.unlinked.id],
      [w.staff.token, w.own.id],
    ] as const) {
      const res = await login(token, childId);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: families.errors.notYourChild });
    }
    expect((await login(w.parent.token, w.managedTeen.id)).status).toBe(200);
    const [othersLink] = await t.db
      .select({ id: familyLinks.id })
      .from(familyLinks)
      .where(eq(familyLinks.childId, w.others.id));
    for (const token of [w.parent.token, w.staff.token, w.own.token])
      expect((await as(token).post(`/api/families/links/${othersLink?.id}/end/`)).status).toBe(404);
  });
});

describe('the day a child turns 16 in Bucharest', () => {
  test('16 from the first minute of the birthday in Bucharest: 23:30 UTC the day before, 00:30 local', () => {
    // Winter (UTC+2): born 1 December 2010.
    expect(isUnderConsentAge('2010-12-01', new Date('2026-11-30T21:30:00Z'))).toBe(true); // 23:30 local
    expect(isUnderConsentAge('2010-12-01', new Date('2026-11-30T22:30:00Z'))).toBe(false); // 00:30 local
    expect(isUnderConsentAge('2010-12-01', new Date('2026-11-30T23:30:00Z'))).toBe(false);
    // Summer (UTC+3): born 15 June 2010.
    expect(isUnderConsentAge('2010-06-15', new Date('2026-06-14T20:30:00Z'))).toBe(true); // 23:30 local
    expect(isUnderConsentAge('2010-06-15', new Date('2026-06-14T21:30:00Z'))).toBe(false); // 00:30 local
    expect(isUnderConsentAge('2010-06-15', new Date('2026-06-14T23:30:00Z'))).toBe(false);
  });

  test('on the birthday the takeover is asked and the parent reads only; the day before neither', async () => {
    const parent = await person('parinte-zi');
    const today = await person('aniversare', bornYearsAgo(16));
    const tomorrow = await person('maine', bornYearsAgo(16, 1));
    await link(parent.id, today.id);
    await link(parent.id, tomorrow.id);
    const choirId = await createChoir(t, { name: `Corul Aniversării ${++n}` });
    const due = async (token: string) =>
      (await (await as(token).get('/api/account/takeover/')).json()).due;
    expect(await due(today.token)).toBe(true);
    expect((await (await as(today.token).get('/api/account/details/')).json()).takeover_due).toBe(
      true,
    );
    expect(await due(tomorrow.token)).toBe(false);
    const join = (child: number) =>
      as(parent.token, child).post('/api/account/join_choir', { choir: choirId });
    expect((await join(today.id)).status).toBe(403);
    expect((await join(tomorrow.id)).status).toBe(200);
  });
});

describe('/api/account/takeover/', () => {
  test('401 without a session; not due under 16, without a parent, or for a parent acting', async () => {
    expect((await t.app.request('/api/account/takeover/')).status).toBe(401);
    const parent = await person('parinte-preluare');
    const young = await person('mic', bornYearsAgo(15));
    const alone = await person('singur', bornYearsAgo(17));
    const teen = await person('mare', bornYearsAgo(17));
    await link(parent.id, young.id);
    await link(parent.id, teen.id);
    for (const token of [young.token, alone.token]) {
      expect(await (await as(token).get('/api/account/takeover/')).json()).toEqual({
        due: false,
        parents: [],
      });
      const res = await as(token).post('/api/account/takeover/', { end_links: false });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ non_field_errors: [takeoverModal.notDue] });
    }
    // The header is ignored: the parent's own standing, never the child's takeover.
    const acting = await as(parent.token, teen.id).post('/api/account/takeover/', {
      end_links: true,
    });
    expect(acting.status).toBe(400);
    expect(
      await t.db.select().from(consentTakeovers).where(eq(consentTakeovers.childUserId, teen.id)),
    ).toEqual([]);
  });

  test('400 for a body without the choice', async () => {
    const parent = await person('parinte-corp');
    const teen = await person('corp', bornYearsAgo(16, -3));
    await link(parent.id, teen.id);
    const res = await as(teen.token).post('/api/account/takeover/', { end_links: 'da' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ end_links: [takeoverModal.chooseLinks] });
  });

  test('kept links: recorded once, each parent mailed, the parent still reads; asked no more', async () => {
    const mother = await person('mama-pastreaza');
    const father = await person('tata-pastreaza');
    const teen = await person('pastreaza', bornYearsAgo(16, -10));
    await link(mother.id, teen.id);
    await link(father.id, teen.id);
    const before = await mark();
    const asked = await (await as(teen.token).get('/api/account/takeover/')).json();
    expect(asked).toEqual({
      due: true,
      parents: [mother.name, father.name],
    });
    const res = await as(teen.token).post('/api/account/takeover/', { end_links: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ detail: takeoverModal.done });
    for (const parent of [mother, father]) {
      const [mail, ...more] = await mailsSince(parent.email, before);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(takeoverMail.subject(teen.name));
      expect(mail?.text.startsWith(takeoverMail.body(parent.firstName, teen.name, false))).toBe(
        true,
      );
    }
    expect((await (await as(teen.token).get('/api/account/takeover/')).json()).due).toBe(false);
    expect((await as(teen.token).post('/api/account/takeover/', { end_links: false })).status).toBe(
      400,
    );
    expect((await as(mother.token, teen.id).get('/api/account/choirs/')).status).toBe(200);
  });

  test('ended links: every open link ends (the child ended it), the parents mailed, no more acting', async () => {
    const parent = await person('parinte-incheie');
    const asking = await person('parinte-cere');
    const teen = await person('incheie', bornYearsAgo(18));
    await link(parent.id, teen.id);
    // A request still waiting ends too.
    await t.db.insert(familyLinks).values({
      parentId: asking.id,
      childId: teen.id,
      requestedBy: asking.id,
      tokenHash: `hash-${++n}`,
      tokenExpiresAt: sql`now() + interval '1 day'`,
    });
    const before = await mark();
    const res = await as(teen.token).post('/api/account/takeover/', { end_links: true });
    expect(await res.json()).toEqual({ detail: takeoverModal.doneEnded });
    const open = await t.db
      .select()
      .from(familyLinks)
      .where(and(eq(familyLinks.childId, teen.id), isNull(familyLinks.endedAt)));
    expect(open).toEqual([]);
    const [mail] = await mailsSince(parent.email, before);
    expect(mail?.text.startsWith(takeoverMail.body(parent.firstName, teen.name, true))).toBe(true);
    expect(await mailsSince(asking.email, before)).toEqual([]);
    const acting = await as(parent.token, teen.id).get('/api/account/choirs/');
    expect(acting.status).toBe(403);
  });

  test('two presses at once: one takeover, one 400', async () => {
    const parent = await person('parinte-dublu');
    const teen = await person('dublu', bornYearsAgo(16, -20));
    await link(parent.id, teen.id);
    const answers = await Promise.all([
      as(teen.token).post('/api/account/takeover/', { end_links: false }),
      as(teen.token).post('/api/account/takeover/', { end_links: true }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const rows = await t.db
      .select()
      .from(consentTakeovers)
      .where(eq(consentTakeovers.childUserId, teen.id));
    expect(rows).toHaveLength(1);
  });
});

describe('two link requests at once', () => {
  test('one parent asking for the same child twice at once: one request, one 400', async () => {
    const parent = await person('parinte-grabit');
    const child = await person('grabit', bornYearsAgo(12));
    const answers = await Promise.all(
      [1, 2].map(() =>
        as(parent.token).post('/api/families/requests/', { email: child.email, as: 'parent' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 400]);
    const open = await t.db
      .select()
      .from(familyLinks)
      .where(and(eq(familyLinks.childId, child.id), isNull(familyLinks.endedAt)));
    expect(open).toHaveLength(1);
  });
});
