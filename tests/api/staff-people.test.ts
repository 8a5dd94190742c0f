/**
 * The back office's people (issue #12): the search by name or e-mail, the filters and pages of
 * the people list, an account's detail, resending the activation mail, blocking (the sessions
 * end at once, the login is refused) and unblocking, the journal of each action, and the export
 * of the members of a county as CSV and XLSX.
 */
import { desc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  staffMemberPageSchema,
  staffPersonDetailSchema,
  staffPersonPageSchema,
} from '../../src/lib/api/staff-people.ts';
import { STAFF_PAGE_SIZE } from '../../src/lib/limits.ts';
import { login as loginText, mail } from '../../src/lib/messages.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { staffPeople } from '../../src/lib/messages-staff-people.ts';
import { sessions, staffActions, users } from '../../src/server/db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { DEMO_PENDING_REQUESTS, pendingEmail } from '../../src/server/db/seed/pending.ts';
import { client } from '../helpers/app.ts';
import type { DemoApp } from '../helpers/members.ts';
import { addMembership, createChoir, createMember, demoApp } from '../helpers/members.ts';
import { readCsv, readXlsx } from '../helpers/sheets.ts';

let { t, tokens, ids } = {} as DemoApp;
const staffApi = () => client(t.app, tokens.staff);

/** An account that never opened its activation link. */
async function createInactive(email: string, firstName = 'Dan') {
  const [user] = await t.db
    .insert(users)
    .values({ email, passwordHash: 'no-password', firstName, lastName: 'Neactivat' })
    .returning({ id: users.id });
  return user?.id ?? 0;
}

/** The newest journal row. */
async function lastAction() {
  const [row] = await t.db.select().from(staffActions).orderBy(desc(staffActions.id)).limit(1);
  return row;
}

async function people(query: string) {
  const res = await staffApi().get(`/api/staff/people/?${query}`);
  expect(res.status).toBe(200);
  return v.parse(staffPersonPageSchema, await res.json());
}

beforeAll(async () => ({ t, tokens, ids } = await demoApp()));
afterAll(() => t.close());

describe('the people list', () => {
  test('finds an account by a part of its e-mail', async () => {
    const page = await people('q=corist@exa');
    expect(page.results.map((r) => r.email)).toEqual([DEMO_ACCOUNTS.singer.email]);
    expect(page.results[0]).toMatchObject({
      id: ids.singer,
      name: 'Matei Ionescu',
      state: 'active',
      is_staff: false,
      choirs_count: 1,
    });
  });

  test('finds a name without its diacritics, in any case and word order', async () => {
    const { id } = await createMember(t, 'stefi@example.com', { firstName: 'Ștefania' });
    for (const q of ['stefania', 'STEFANIA', 'Ștefania', 'test stefan', 'ştefania']) {
      const page = await people(`q=${encodeURIComponent(q)}`);
      expect(
        page.results.map((r) => r.id),
        q,
      ).toEqual([id]);
    }
    expect((await people('q=stefania%20popescu')).count).toBe(0);
    // A % or _ is a letter to look for, not a pattern.
    expect((await people('q=%25')).count).toBe(0);
  });

  test('filters by state, role and county', async () => {
    const inactive = await createInactive('inactiv@example.com');
    const choir = await createChoir(t, {
      name: 'Corul „Someșul”',
      city: 'Cluj-Napoca',
      county: 'CJ',
    });
    const { id: clujSinger } = await createMember(t, 'cluj@example.com', { firstName: 'Ilinca' });
    await addMembership(t, clujSinger, choir, { confirmed: true });

    const idsOf = async (query: string) => (await people(query)).results.map((r) => r.id);
    expect(await idsOf('state=inactive')).toEqual([inactive]);
    expect(await idsOf('state=active')).toContain(ids.singer);
    expect(await idsOf('state=active')).not.toContain(inactive);
    expect(await idsOf('role=staff')).toEqual([ids.staff]);
    expect(await idsOf('role=conductor')).toEqual([ids.conductor]);
    const singers = await idsOf('role=singer');
    expect(singers).toEqual(expect.arrayContaining([ids.singer, ids.pending, clujSinger]));
    expect(singers).not.toContain(ids.conductor);
    const none = await idsOf('role=none');
    expect(none).toEqual(expect.arrayContaining([ids.staff, inactive]));
    expect(none).not.toContain(ids.singer);
    // The members of a choir in the county, whatever the county of their own address.
    expect(await idsOf('county=CJ')).toEqual([clujSinger]);
    // The demo choir's three accounts and the seed's other waiting children (seed/pending.ts).
    const iasi = await idsOf('county=IS');
    expect(iasi).toEqual(expect.arrayContaining([ids.conductor, ids.singer, ids.pending]));
    expect(iasi).toHaveLength(3 + DEMO_PENDING_REQUESTS.length);
    expect(await idsOf('county=CJ&role=conductor')).toEqual([]);
  });

  test('pages in the order of names, with the filters kept in the links', async () => {
    for (let i = 0; i < STAFF_PAGE_SIZE + 5; i++)
      await createMember(t, `pagina${i}@example.com`, {
        firstName: `Pagina ${String.fromCharCode(97 + (i % 26))}${i}`,
      });
    const first = await people('q=pagina');
    expect(first.count).toBe(STAFF_PAGE_SIZE + 5);
    expect(first.results).toHaveLength(STAFF_PAGE_SIZE);
    expect(first.count_capped).toBe(false);
    // The next link: the page's number and the last row's cursor, the filters kept.
    expect(first.next).toMatch(/^\/api\/staff\/people\/\?q=pagina&page=2&after=[\w-]+$/);
    const names = first.results.map((r) => r.name);
    expect(names).toEqual([...names].sort());
    const second = await people('q=pagina&page=2');
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/staff/people/?q=pagina&page=1');
    expect(second.results.some((r) => first.results.some((f) => f.id === r.id))).toBe(false);
    // By the cursor: the same rows and the count of the first page.
    const byCursor = await people((first.next ?? '').split('?')[1] ?? '');
    expect(byCursor.results).toEqual(second.results);
    expect(byCursor.count).toBe(first.count);
    expect((await staffApi().get('/api/staff/people/?q=pagina&page=3')).status).toBe(404);
  });

  test('walks back by the cursor of the previous link', async () => {
    for (let i = 0; i < 2 * STAFF_PAGE_SIZE + 3; i++)
      await createMember(t, `inapoi${i}@example.com`, { firstName: `Inapoi ${1000 + i}` });
    const first = await people('q=inapoi');
    const second = await people((first.next ?? '').split('?')[1] ?? '');
    const third = await people((second.next ?? '').split('?')[1] ?? '');
    expect(third.results).toHaveLength(3);
    expect(third.previous).toMatch(/&page=2&before=[\w-]+$/);
    const back = await people((third.previous ?? '').split('?')[1] ?? '');
    expect(back.results).toEqual(second.results);
    expect(back.next).toBe(second.next);
    const ids = [first, second, third].flatMap((page) => page.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(2 * STAFF_PAGE_SIZE + 3);
  });

  test('answers 400 to a cursor it did not make', async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const cursor of [
      'nu-e-un-cursor',
      forged({ key: ['a'], count: 1, capped: false }),
      forged({ key: ['a', 'not a number'], count: 1, capped: false }),
      forged({ key: ['a', 2 ** 40], count: 1, capped: false }),
      forged({ key: ['a', 1], count: -1, capped: false }),
    ]) {
      for (const name of ['after', 'before']) {
        const res = await staffApi().get(`/api/staff/people/?page=2&${name}=${cursor}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ [name]: [staff.badCursor] });
      }
    }
  });

  test('refuses filters it does not know', async () => {
    for (const [query, field] of [
      ['state=deleted', 'state'],
      ['role=admin', 'role'],
      ['county=XX', 'county'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['format=pdf', 'format'],
    ]) {
      const res = await staffApi().get(`/api/staff/people/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(await res.json())).toEqual([field]);
    }
  });

  test('exports the list with its filters', async () => {
    const res = await staffApi().get('/api/staff/people/?role=conductor&format=csv');
    expect(res.status).toBe(200);
    const rows = readCsv(await res.text());
    expect(rows).toEqual([
      [
        staffPeople.id,
        staffPeople.name,
        staffPeople.email,
        staffPeople.state,
        staffPeople.staffBadge,
        staffPeople.choirs,
        staffPeople.createdAt,
      ],
      [
        String(ids.conductor),
        'Ana Popescu',
        DEMO_ACCOUNTS.conductor.email,
        'Activ',
        'Nu',
        '1',
        expect.any(String),
      ],
    ]);
  });
});

describe('an account', () => {
  test('shows its choirs, state and sessions, never its password hash', async () => {
    const res = await staffApi().get(`/api/staff/people/${ids.conductor}/`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    const person = v.parse(staffPersonDetailSchema, body);
    expect(person).toMatchObject({
      id: ids.conductor,
      name: 'Ana Popescu',
      email: DEMO_ACCOUNTS.conductor.email,
      state: 'active',
      blocked_at: null,
      block_reason: null,
    });
    expect(person.open_sessions).toBeGreaterThanOrEqual(1);
    expect(person.last_login_at).not.toBeNull();
    expect(person.memberships).toEqual([
      expect.objectContaining({
        choir_id: t.choirId,
        choir_name: 'Corul de copii „Vocile Iașului”',
        county: 'IS',
        county_name: 'Iași',
        is_conductor: true,
        is_confirmed: true,
      }),
    ]);
  });

  test('is missing as 404', async () => {
    expect((await staffApi().get('/api/staff/people/999999/')).status).toBe(404);
    expect((await staffApi().get('/api/staff/people/abc/')).status).toBe(404);
    expect((await staffApi().post('/api/staff/people/999999/block/', {})).status).toBe(404);
    expect((await staffApi().post('/api/staff/people/999999/unblock/')).status).toBe(404);
    expect((await staffApi().post('/api/staff/people/999999/resend-activation/')).status).toBe(404);
  });
});

describe('resending the activation mail', () => {
  test('mails a new working link to an account not yet activated, and records it', async () => {
    const id = await createInactive('revino@example.com', 'Sorin');
    const mark = await t.mailMark();
    const res = await staffApi().post(`/api/staff/people/${id}/resend-activation/`);
    expect(res.status).toBe(200);
    const sent = await t.lastMail(mark, 'revino@example.com', mail.activationSubject);
    expect(sent.text).toContain('Bună, Sorin!');
    const code = /\/cont\/activate\/(\S+)/.exec(sent.text)?.[1];
    expect(code).toBeTruthy();
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'user.resend_activation',
      targetType: 'user',
      targetId: id,
      targetLabel: 'revino@example.com',
    });
    // The link activates the account, as the one mailed at registration.
    const activated = await client(t.app).post(`/api/auth/${code}/activate/`);
    expect(activated.status).toBeLessThan(300);
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user?.activatedAt).not.toBeNull();
  });

  test('is refused (409) once the account is active', async () => {
    const before = await lastAction();
    const res = await staffApi().post(`/api/staff/people/${ids.singer}/resend-activation/`);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(staffPeople.alreadyActive);
    expect((await lastAction())?.id).toBe(before?.id);
  });
});

describe('blocking an account', () => {
  test('ends its sessions at once and refuses its login; unblocking lets it in again', async () => {
    const singerToken = tokens.singer;
    const singer = client(t.app, singerToken);
    expect((await singer.get('/api/account/details')).status).toBe(200);

    const res = await staffApi().post(`/api/staff/people/${ids.singer}/block/`, {
      reason: '  Cont folosit de altcineva  ',
    });
    expect(res.status).toBe(200);
    // The very next request with the token it had is refused.
    expect((await singer.get('/api/account/details')).status).toBe(401);
    const left = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, ids.singer ?? 0));
    expect(left).toEqual([]);
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'user.block',
      targetType: 'user',
      targetId: ids.singer,
      targetLabel: DEMO_ACCOUNTS.singer.email,
      detail: { reason: 'Cont folosit de altcineva' },
    });

    const login = await client(t.app, undefined, '10.0.9.1').post('/api/token-auth/', {
      username: DEMO_ACCOUNTS.singer.email,
      password: DEMO_PASSWORD,
    });
    expect(login.status).toBe(400);
    expect(await login.json()).toEqual({ non_field_errors: [loginText.blocked] });

    const person = v.parse(
      staffPersonDetailSchema,
      await (await staffApi().get(`/api/staff/people/${ids.singer}/`)).json(),
    );
    expect(person).toMatchObject({
      state: 'blocked',
      block_reason: 'Cont folosit de altcineva',
      open_sessions: 0,
    });
    expect((await people('state=blocked')).results.map((r) => r.id)).toEqual([ids.singer]);

    // Twice is a conflict, and changes nothing.
    const again = await staffApi().post(`/api/staff/people/${ids.singer}/block/`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(staffPeople.alreadyBlocked);

    const unblock = await staffApi().post(`/api/staff/people/${ids.singer}/unblock/`);
    expect(unblock.status).toBe(200);
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'user.unblock',
      targetType: 'user',
      targetId: ids.singer,
      targetLabel: DEMO_ACCOUNTS.singer.email,
    });
    const back = await client(t.app, undefined, '10.0.9.2').post('/api/token-auth/', {
      username: DEMO_ACCOUNTS.singer.email,
      password: DEMO_PASSWORD,
    });
    expect(back.status).toBe(200);
    const newToken = ((await back.json()) as { token: string }).token;
    expect((await client(t.app, newToken).get('/api/account/details')).status).toBe(200);
    tokens.singer = newToken;

    const twice = await staffApi().post(`/api/staff/people/${ids.singer}/unblock/`);
    expect(twice.status).toBe(409);
    expect((await twice.json()).detail).toBe(staffPeople.notBlocked);
  });

  test('a block without a reason records none', async () => {
    const { id } = await createMember(t, 'fara-motiv@example.com');
    expect((await staffApi().post(`/api/staff/people/${id}/block/`)).status).toBe(400);
    expect((await staffApi().post(`/api/staff/people/${id}/block/`, {})).status).toBe(200);
    expect(await lastAction()).toMatchObject({ action: 'user.block', targetId: id, detail: null });
    const person = v.parse(
      staffPersonDetailSchema,
      await (await staffApi().get(`/api/staff/people/${id}/`)).json(),
    );
    expect(person.block_reason).toBe('');
  });

  test('a reason too long is refused', async () => {
    const { id } = await createMember(t, 'motiv-lung@example.com');
    const res = await staffApi().post(`/api/staff/people/${id}/block/`, {
      reason: 'x'.repeat(501),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json())).toEqual(['reason']);
    const [user] = await t.db.select().from(users).where(eq(users.id, id));
    expect(user?.blockedAt).toBeNull();
  });

  test('a staff member cannot block themself, but can block another staff account', async () => {
    const self = await staffApi().post(`/api/staff/people/${ids.staff}/block/`, {});
    expect(self.status).toBe(409);
    expect((await self.json()).detail).toBe(staffPeople.selfBlock);
    expect((await staffApi().get('/api/staff/people/')).status).toBe(200);

    const other = await createMember(t, 'coleg@example.com', { staff: true });
    expect((await client(t.app, other.token).get('/api/staff/people/')).status).toBe(200);
    const res = await staffApi().post(`/api/staff/people/${other.id}/block/`, {});
    expect(res.status).toBe(200);
    expect((await client(t.app, other.token).get('/api/staff/people/')).status).toBe(401);
  });
});

describe('the members export', () => {
  const header = [
    staffPeople.memberName,
    staffPeople.email,
    staffPeople.phone,
    staffPeople.choir,
    staffPeople.county,
    staffPeople.place,
    staffPeople.memberRole,
    staffPeople.confirmed,
    staffPeople.joinedAt,
  ];
  /** The demo choir's members: conductor, singer, the requests waiting (by name, diacritics aside). */
  const demoRows = () => {
    const choir = 'Corul de copii „Vocile Iașului”';
    const row = (name: string, email: string, role: string, confirmed: string) => [
      name,
      email,
      '',
      choir,
      'Iași',
      'Iași',
      role,
      confirmed,
      expect.stringMatching(/\d/),
    ];
    const waiting = (name: string) => {
      const [first = '', last = ''] = name.split(' ');
      return row(name, pendingEmail(first, last), 'Corist', 'Nu');
    };
    return [
      row('Ana Popescu', DEMO_ACCOUNTS.conductor.email, 'Dirijor', 'Da'),
      waiting('Andrei Dumitrescu'),
      waiting('Ilinca Rusu'),
      row('Ioana Marin', DEMO_ACCOUNTS.pending.email, 'Corist', 'Nu'),
      waiting('Maria Constantin'),
      row('Matei Ionescu', DEMO_ACCOUNTS.singer.email, 'Corist', 'Da'),
      waiting('Ștefan Georgescu'),
    ];
  };
  let otherChoir = 0;
  beforeAll(async () => {
    // A second choir of the county and one elsewhere: only the county's are exported.
    otherChoir = await createChoir(t, { name: 'Corul „Albinele”', city: 'Pașcani', county: 'IS' });
    const { id } = await createMember(t, 'albina@example.com', { firstName: 'Bianca' });
    await addMembership(t, id, otherChoir, { confirmed: true });
    await t.db.update(users).set({ phone: '0722 000 111' }).where(eq(users.id, id));
    const elsewhere = await createChoir(t, {
      name: 'Corul „Dunărea”',
      city: 'Galați',
      county: 'GL',
    });
    const { id: far } = await createMember(t, 'galati@example.com');
    await addMembership(t, far, elsewhere, { confirmed: true });
  });
  const albinele = [
    'Bianca Test',
    'albina@example.com',
    '0722 000 111',
    'Corul „Albinele”',
    'Iași',
    'Pașcani',
    'Corist',
    'Da',
    expect.stringMatching(/\d/),
  ];

  test('CSV: one row per membership of a choir of the county, by choir then member', async () => {
    const res = await staffApi().get('/api/staff/people/members/?county=IS&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('membri-is.csv');
    expect(readCsv(await res.text())).toEqual([header, albinele, ...demoRows()]);
    expect(await lastAction()).toMatchObject({
      actorId: ids.staff,
      action: 'list.export',
      targetType: 'list',
      targetLabel: staffPeople.membersList,
      detail: { format: 'csv', filters: { county: 'IS' } },
    });
  });

  test('XLSX: the same rows in a workbook', async () => {
    const res = await staffApi().get('/api/staff/people/members/?county=IS&format=xlsx');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('membri-is.xlsx');
    const rows = await readXlsx(Buffer.from(await res.arrayBuffer()));
    expect(rows).toEqual([header, albinele, ...demoRows()]);
    expect(await lastAction()).toMatchObject({
      action: 'list.export',
      detail: { format: 'xlsx', filters: { county: 'IS' } },
    });
  });

  test('filters by choir and role; the page view shows the same rows', async () => {
    const csv = await staffApi().get(
      `/api/staff/people/members/?choir_id=${t.choirId}&role=singer&format=csv`,
    );
    const singers = demoRows().filter((row) => row[6] === 'Corist');
    expect(readCsv(await csv.text()).map((row) => row[1])).toEqual([
      staffPeople.email,
      ...singers.map((row) => row[1]),
    ]);
    const res = await staffApi().get('/api/staff/people/members/?county=IS');
    const page = v.parse(staffMemberPageSchema, await res.json());
    expect(page.count).toBe(1 + demoRows().length);
    expect(page.results.map((r) => [r.email, r.choir_id, r.is_conductor, r.is_confirmed])).toEqual([
      ['albina@example.com', otherChoir, false, true],
      ...demoRows().map((row) => [row[1], t.choirId, row[6] === 'Dirijor', row[7] === 'Da']),
    ]);
    for (const query of ['choir_id=abc', 'role=staff', 'county=ZZ']) {
      expect((await staffApi().get(`/api/staff/people/members/?${query}`)).status, query).toBe(400);
    }
  });

  test('streams past one batch in keyset order without losing or repeating a row', async () => {
    const choir = await createChoir(t, { name: 'Corul „Mulțimea”', city: 'Vaslui', county: 'VS' });
    const values = Array.from({ length: 1203 }, (_, i) => ({
      email: `multime${i}@example.com`,
      passwordHash: 'no-password',
      // Same names in pairs: the order falls back on the id.
      firstName: `Nume${Math.floor(i / 2) % 400}`,
      lastName: 'Mulțime',
    }));
    await t.db.insert(users).values(values);
    await t.db.execute(
      sql`insert into memberships (user_id, choir_id, is_confirmed) select id, ${choir}, true from users where email like 'multime%'`,
    );
    const res = await staffApi().get('/api/staff/people/members/?county=VS&format=csv');
    const rows = readCsv(await res.text()).slice(1);
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((row) => row[1])).size).toBe(1203);
    expect(rows.every((row) => row[3] === 'Corul „Mulțimea”')).toBe(true);
  });
});

// Last: it gives the demo conductor a second choir, which the tests above do not expect.
test('a role with a county is one membership: a conductor of a choir in that county', async () => {
  const choir = await createChoir(t, { name: 'Corul „Arieșul”', city: 'Turda', county: 'CJ' });
  await addMembership(t, ids.conductor ?? 0, choir, { confirmed: true });
  const idsOf = async (query: string) => (await people(query)).results.map((r) => r.id);
  // The demo conductor sings in a Cluj choir and conducts in Iași.
  expect(await idsOf('county=CJ')).toContain(ids.conductor);
  expect(await idsOf('county=CJ&role=conductor')).toEqual([]);
  expect(await idsOf('county=CJ&role=singer')).toContain(ids.conductor);
  expect(await idsOf('county=IS&role=conductor')).toEqual([ids.conductor]);
});
