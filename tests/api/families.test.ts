/**
 * Families (issue #25): the links between parents and children, and a parent acting for a child
 * through the X-Acting-For header, with its permission matrix over the routes that take a child.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FAMILY_MAX_PARENTS } from '../../src/lib/limits.ts';
import { families as m } from '../../src/lib/messages.ts';
import {
  eventAnswers,
  familyLinks,
  memberships,
  outbox,
  users,
} from '../../src/server/db/schema.ts';
import { actingAs } from '../helpers/acting.ts';
import { login, type TestApp, testApp } from '../helpers/app.ts';
import { giveConsent } from '../helpers/consent.ts';
import { futureEvent } from '../helpers/events.ts';
import { addMembership, createMember } from '../helpers/members.ts';

let t: TestApp;
let n = 0;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

/** JSON requests as `token`, acting for `child` when given. */
const as = (token: string, child?: number) => actingAs(t, '10.0.0.25', token, child);

const person = (prefix: string) => createMember(t, `${prefix}-${++n}@example.com`);

/** A child added by `parent` (managed, no login); returns its user id and link id. */
async function addChild(parentToken: string, first = 'Ana') {
  const res = await as(parentToken).post('/api/families/children/', {
    first_name: first,
    last_name: 'Pop',
    birth_date: '2016-05-04',
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; link_id: number };
}

/** The token of the newest family request mailed to `email`. */
async function mailedToken(email: string) {
  const [row] = await t.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /#([\w-]+)/.exec(row?.text ?? '')?.[1];
  if (!token) throw new Error(`no family link mailed to ${email}`);
  return token;
}

describe('POST /api/families/children/', () => {
  test('answers 401 without a session and 400 with the fields missing', async () => {
    const res = await t.app.request('/api/families/children/', { method: 'POST' });
    expect(res.status).toBe(401);
    const parent = await person('parinte');
    const bad = await as(parent.token).post('/api/families/children/', {});
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json())).toEqual(['first_name', 'last_name', 'birth_date']);
  });

  test('adds a managed child without an address, listed for the parent only', async () => {
    const parent = await person('parinte');
    const child = await addChild(parent.token);
    const [row] = await t.db.select().from(users).where(eq(users.id, child.id));
    expect(row?.email).toBeNull();
    const list = await (await as(parent.token).get('/api/families/')).json();
    expect(list.children).toEqual([
      expect.objectContaining({ id: child.id, first_name: 'Ana', has_login: false, choirs: [] }),
    ]);
    const stranger = await person('strain');
    expect((await (await as(stranger.token).get('/api/families/')).json()).children).toEqual([]);
  });
});

describe('link requests', () => {
  test('a parent asks, the child confirms from the mailed link; the child sees the parent only', async () => {
    const parent = await person('mama');
    const sibling = await addChild(parent.token, 'Frate');
    const child = await person('copil');
    const childEmail = `copil-${n}@example.com`;
    const res = await as(parent.token).post('/api/families/requests/', {
      email: childEmail,
      as: 'parent',
    });
    expect(res.status).toBe(201);
    const token = await mailedToken(childEmail);
    // Only the asked account may confirm.
    const other = await person('altul');
    expect((await as(other.token).post(`/api/families/requests/${token}/confirm/`)).status).toBe(
      403,
    );
    expect((await as(parent.token).get(`/api/families/requests/${token}/`)).status).toBe(403);
    const view = await as(child.token).get(`/api/families/requests/${token}/`);
    expect(await view.json()).toEqual({ name: 'Elena Test', as: 'parent' });
    expect((await as(child.token).post(`/api/families/requests/${token}/confirm/`)).status).toBe(
      200,
    );
    // Once used, the link is gone.
    expect((await as(child.token).post(`/api/families/requests/${token}/confirm/`)).status).toBe(
      404,
    );
    const childView = await (await as(child.token).get('/api/families/')).json();
    expect(childView.parents).toHaveLength(1);
    expect(childView.children).toEqual([]);
    expect(JSON.stringify(childView)).not.toContain('Frate');
    const parentView = await (await as(parent.token).get('/api/families/')).json();
    expect(parentView.children.map((c: { id: number }) => c.id).sort()).toEqual(
      [sibling.id, child.id].sort(),
    );
  });

  test('a child asks a parent; refused for an unknown address and for oneself', async () => {
    const child = await person('fiica');
    const parent = await person('tata');
    const parentEmail = `tata-${n}@example.com`;
    const unknown = await as(child.token).post('/api/families/requests/', {
      email: 'nimeni@example.com',
      as: 'child',
    });
    expect(await unknown.json()).toEqual({ email: [m.errors.noAccount] });
    const self = await as(child.token).post('/api/families/requests/', {
      email: `fiica-${n - 1}@example.com`,
      as: 'child',
    });
    expect(await self.json()).toEqual({ email: [m.errors.self] });
    await as(child.token).post('/api/families/requests/', { email: parentEmail, as: 'child' });
    const again = await as(child.token).post('/api/families/requests/', {
      email: parentEmail,
      as: 'child',
    });
    expect(await again.json()).toEqual({ email: [m.errors.alreadyLinked] });
    const token = await mailedToken(parentEmail);
    expect((await as(parent.token).post(`/api/families/requests/${token}/confirm/`)).status).toBe(
      200,
    );
    const list = await (await as(parent.token).get('/api/families/')).json();
    expect(list.children).toEqual([expect.objectContaining({ id: child.id, has_login: true })]);
  });

  test(`two parents confirming at once: never more than ${FAMILY_MAX_PARENTS} parents`, async () => {
    const child = await person('disputat');
    const childEmail = `disputat-${n}@example.com`;
    const first = await person('p1');
    await addMembership(t, first.id, t.choirId); // irrelevant membership: links are per person
    const link = await as(first.token).post('/api/families/requests/', {
      email: childEmail,
      as: 'parent',
    });
    expect(link.status).toBe(201);
    await as(child.token).post(`/api/families/requests/${await mailedToken(childEmail)}/confirm/`);
    const tokens: string[] = [];
    for (const prefix of ['p2', 'p3', 'p4']) {
      const parent = await person(prefix);
      await as(parent.token).post('/api/families/requests/', { email: childEmail, as: 'parent' });
      tokens.push(await mailedToken(childEmail));
    }
    const answers = await Promise.all(
      tokens.map((token) => as(child.token).post(`/api/families/requests/${token}/confirm/`)),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const active = await t.db
      .select()
      .from(familyLinks)
      .where(and(eq(familyLinks.childId, child.id), isNull(familyLinks.endedAt)));
    expect(active.filter((l) => l.confirmedAt)).toHaveLength(FAMILY_MAX_PARENTS);
  });
});

describe('acting for a child', () => {
  /** A parent, their managed child (a confirmed member of the demo choir), and others. */
  async function cast() {
    const parent = await person('act-parinte');
    const child = await addChild(parent.token, 'Ioana');
    await addMembership(t, child.id, t.choirId, { confirmed: true });
    // Under 16: without a valid consent her membership is suspended (tested in child-consent).
    await giveConsent(t, child.id);
    const otherParent = await person('act-alt-parinte');
    const otherChild = await addChild(otherParent.token, 'Mihai');
    const staff = await createMember(t, `act-staff-${++n}@example.com`, { staff: true });
    const event = await futureEvent(t, parent.id, 'Repetiție pentru copii');
    return { parent, child, otherParent, otherChild, staff, event };
  }

  /** Every members route that takes a child, as the acting parent would call it. */
  const routes = (choirId: number, eventId: number) =>
    [
      ['GET /api/account/choirs/', (c: ReturnType<typeof as>) => c.get('/api/account/choirs/')],
      [
        'GET /api/dashboard/{id}/summary',
        (c: ReturnType<typeof as>) => c.get(`/api/dashboard/${choirId}/summary`),
      ],
      ['GET /api/event/{id}/', (c: ReturnType<typeof as>) => c.get(`/api/event/${eventId}/`)],
      [
        'PUT /api/event/{id}/answer/',
        (c: ReturnType<typeof as>) => c.put(`/api/event/${eventId}/answer/`, { answer: 'yes' }),
      ],
      ['GET /api/dashboard/scores/', (c: ReturnType<typeof as>) => c.get('/api/dashboard/scores/')],
    ] as const;

  test('the matrix: own child 2xx; another parent’s child, an unlinked child and staff 403', async () => {
    const { parent, child, otherChild, staff, event } = await cast();
    // The own child's unlinked case: a second child whose link the child ends.
    const unlinkedParent = await person('act-dezlegat');
    const adult = await person('act-copil-mare');
    const adultEmail = `act-copil-mare-${n}@example.com`;
    await addMembership(t, adult.id, t.choirId, { confirmed: true });
    await as(unlinkedParent.token).post('/api/families/requests/', {
      email: adultEmail,
      as: 'parent',
    });
    await as(adult.token).post(`/api/families/requests/${await mailedToken(adultEmail)}/confirm/`);
    const linkId = (await (await as(adult.token).get('/api/families/')).json()).parents[0].link_id;
    expect((await as(adult.token).post(`/api/families/links/${linkId}/end/`)).status).toBe(200);

    for (const [name, call] of routes(t.choirId, event)) {
      const own = await call(as(parent.token, child.id));
      expect(own.status, `${name} own child`).toBeLessThan(300);
      for (const [who, client] of [
        ['another parent’s child', as(parent.token, otherChild.id)],
        ['a child who unlinked the parent', as(unlinkedParent.token, adult.id)],
        ['staff', as(staff.token, child.id)],
        ['a malformed id', as(parent.token, 'x' as unknown as number)],
      ] as const) {
        const res = await call(client);
        expect(res.status, `${name} ${who}`).toBe(403);
        expect(await res.json()).toEqual({ detail: m.errors.notYourChild });
      }
    }
  });

  test('an answer given for the child is the child’s, not the parent’s', async () => {
    const { parent, child, event } = await cast();
    await as(parent.token, child.id).put(`/api/event/${event}/answer/`, { answer: 'no' });
    const rows = await t.db.select().from(eventAnswers).where(eq(eventAnswers.eventId, event));
    expect(rows.map((r) => r.userId)).toEqual([child.id]);
    // Without the header, the parent (in no choir) is refused the same event.
    expect((await as(parent.token).get(`/api/event/${event}/`)).status).toBe(403);
  });

  test('the parent’s own account and the families routes ignore the header', async () => {
    const { parent, child } = await cast();
    const details = await (await as(parent.token, child.id).get('/api/account/details/')).json();
    expect(details.id).toBe(parent.id);
    const list = await (await as(parent.token, child.id).get('/api/families/')).json();
    expect(list.children.map((c: { id: number }) => c.id)).toEqual([child.id]);
  });

  test('joining a choir for the child makes the child’s membership', async () => {
    const { parent } = await cast();
    const young = await addChild(parent.token, 'Mic');
    const res = await as(parent.token, young.id).post('/api/account/join_choir', {
      choir: t.choirId,
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(memberships).where(eq(memberships.userId, young.id));
    expect(rows).toHaveLength(1);
  });
});

describe('giving a login and ending links', () => {
  test('a managed child gets an address and a password link; the parent keeps the link', async () => {
    const parent = await person('login-parinte');
    const child = await addChild(parent.token);
    const email = `login-copil-${n}@example.com`;
    const stranger = await person('login-strain');
    expect(
      (await as(stranger.token).post(`/api/families/children/${child.id}/login/`, { email }))
        .status,
    ).toBe(403);
    const res = await as(parent.token).post(`/api/families/children/${child.id}/login/`, { email });
    expect(res.status).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail?.text).toContain('/cont/reseteaza-parola/');
  });

  test('ending the last link of a managed child removes the child; other links mail the other side', async () => {
    const parent = await person('end-parinte');
    const child = await addChild(parent.token);
    const stranger = await person('end-strain');
    expect(
      (await as(stranger.token).post(`/api/families/links/${child.link_id}/end/`)).status,
    ).toBe(404);
    expect((await as(parent.token).post(`/api/families/links/${child.link_id}/end/`)).status).toBe(
      200,
    );
    expect(await t.db.select().from(users).where(eq(users.id, child.id))).toEqual([]);

    // A child with a login who ends the link: the parent is told by mail.
    const kid = await person('end-copil');
    const kidEmail = `end-copil-${n}@example.com`;
    await as(parent.token).post('/api/families/requests/', { email: kidEmail, as: 'parent' });
    await as(kid.token).post(`/api/families/requests/${await mailedToken(kidEmail)}/confirm/`);
    const linkId = (await (await as(kid.token).get('/api/families/')).json()).parents[0].link_id;
    expect((await as(kid.token).post(`/api/families/links/${linkId}/end/`)).status).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, `end-parinte-${n - 2}@example.com`));
    expect(mail?.subject).toBe(m.mail.endedSubject);
  });
});

describe('the demo family', () => {
  test('the demo parent has the demo singer and a younger child without a login', async () => {
    const token = await login(t.app, 'parinte@example.com');
    const list = await (await as(token).get('/api/families/')).json();
    expect(
      list.children.map((c: { first_name: string; has_login: boolean; choirs: unknown[] }) => [
        c.first_name,
        c.has_login,
        c.choirs.length,
      ]),
    ).toEqual([
      ['Luca', false, 0],
      ['Matei', true, 1],
    ]);
    const details = await (await as(token).get('/api/account/details/')).json();
    expect(details.has_children).toBe(true);
  });
});
