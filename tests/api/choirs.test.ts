import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CHOIR_MEMBERS_MAX,
  CHOIR_TABLE_PAGE_SIZE,
  CHOIRS_FOUNDED_PER_DAY,
} from '../../src/lib/limits.ts';
import { choirMail, choirs as cm, validation } from '../../src/lib/messages.ts';
import { readPage } from '../../src/server/choirs/page.ts';
import { choirs, memberships } from '../../src/server/db/schema.ts';
import { DEMO_CHOIRS } from '../../src/server/db/seed/choirs.ts';
import { client, login, type TestApp, testApp } from '../helpers/app.ts';
import { addMembership, createChoir, createMember, LASTARII_CHOIR } from '../helpers/members.ts';

let t: TestApp;
let conductor: string;
let singer: string;
let pending: string;
let staff: string;
let outsider: { id: number; token: string };
beforeAll(async () => {
  t = await testApp();
  conductor = await login(t.app, 'dirijor@example.com');
  singer = await login(t.app, 'corist@example.com');
  pending = await login(t.app, 'nou@example.com');
  staff = await login(t.app, 'admin@example.com');
  outsider = await createMember(t, 'altcor@example.com');
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);
type Page = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Record<string, unknown>[];
};
const list = async (query: string, token = singer) => {
  const res = await api(token).get(`/api/choir/${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};
const totalChoirs = async () => (await t.db.select({ n: count() }).from(choirs))[0]?.n ?? 0;

describe('authentication of the choir routes', () => {
  test.each([
    ['GET', '/api/choir/'],
    ['GET', '/api/choir/1/'],
    ['POST', '/api/choir/'],
    ['POST', '/api/account/join_choir'],
    ['POST', '/api/account/remove_choir'],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const res =
      method === 'GET' ? await api().get(path) : await api().post(path, { choir: t.choirId });
    expect(res.status).toBe(401);
    expect(Object.keys(await res.json())).toEqual(['detail']);
  });
});

describe('GET /api/choir/', () => {
  test('answers 400 for a county that does not exist', async () => {
    const res = await api(singer).get('/api/choir/?county=XX');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ county: [validation.county] });
  });

  test.each(['0', '-1', 'abc', '2.5', '99'])('answers 404 for page=%s', async (page) => {
    const res = await api(singer).get(`/api/choir/?page=${page}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: cm.invalidPage });
  });

  test('answers the first page in the DRF shape, 9 choirs with the user standing in each', async () => {
    const body = await list('', conductor);
    expect(body.count).toBe(await totalChoirs());
    expect(body.previous).toBeNull();
    expect(body.next).toBe('/api/choir/?page=2');
    expect(body.results).toHaveLength(CHOIR_TABLE_PAGE_SIZE);
    expect(Object.keys(body.results[0] ?? {}).sort()).toEqual(
      [
        'city',
        'county',
        'county_name',
        'id',
        'is_confirmed',
        'is_member',
        'name',
        'user_is_confirmed',
      ].sort(),
    );
  });

  test('pages through every choir once, following next until it is null', async () => {
    const seen: number[] = [];
    let link: string | null = '/api/choir/';
    let previous: string | null = null;
    for (let page = 1; link; page++) {
      const body = (await (await api(singer).get(link)).json()) as Page;
      expect(body.previous).toBe(page === 1 ? null : `/api/choir/?page=${page - 1}`);
      if (body.next) expect(body.results).toHaveLength(CHOIR_TABLE_PAGE_SIZE);
      seen.push(...body.results.map((r) => r.id as number));
      previous = body.previous;
      link = body.next;
    }
    expect(previous).not.toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(await totalChoirs());
  });

  test('orders by name ignoring case and diacritics', async () => {
    for (const name of [
      'XILOFONUL Ciocârlia',
      'Xilofonul Ăla',
      'xilofonul bun',
      'Xilofonul Țambal',
    ]) {
      await createChoir(t, { name });
    }
    const body = await list('?name=xilofon');
    expect(body.results.map((r) => r.name)).toEqual([
      'Xilofonul Ăla',
      'xilofonul bun',
      'XILOFONUL Ciocârlia',
      'Xilofonul Țambal',
    ]);
  });

  test.each([
    ['iasi', 'Iași'],
    ['IAȘI', 'Iași'],
    ['iași', 'Iași'],
    ['Iaşi', 'Iași'], // with a cedilla, as old keyboards type it
  ])('finds choirs by city %s, ignoring case and diacritics', async (city, expected) => {
    const body = await list(`?city=${encodeURIComponent(city)}`);
    expect(body.count).toBe(DEMO_CHOIRS.filter(([, c]) => c === expected).length);
    expect(body.results.every((r) => r.city === expected)).toBe(true);
  });

  test('finds choirs by any part of the name, quotation marks ignored', async () => {
    const body = await list(`?name=${encodeURIComponent('vocile iasului')}`);
    expect(body.results.map((r) => r.name)).toEqual(['Corul de copii „Vocile Iașului”']);
  });

  test('filters by county code, with its name in each result', async () => {
    const body = await list('?county=CJ');
    expect(body.count).toBe(DEMO_CHOIRS.filter(([county]) => county === 'CJ').length);
    expect(body.results.every((r) => r.county === 'CJ' && r.county_name === 'Cluj')).toBe(true);
  });

  test('combines the filters, and keeps them in the next and previous links', async () => {
    expect((await list('?name=corul&city=turda&county=CJ')).results).toHaveLength(1);
    for (let i = 0; i < CHOIR_TABLE_PAGE_SIZE + 2; i++)
      await createChoir(t, { name: `Corul Pagina ${i}`, county: 'VN', city: 'Focșani' });
    const first = await list('?name=pagina&city=focsani&county=VN');
    expect(first).toMatchObject({
      count: CHOIR_TABLE_PAGE_SIZE + 2,
      previous: null,
      next: '/api/choir/?name=pagina&city=focsani&county=VN&page=2',
    });
    const second = await list('?name=pagina&city=focsani&county=VN&page=2');
    expect(second).toMatchObject({
      next: null,
      previous: '/api/choir/?name=pagina&city=focsani&county=VN&page=1',
    });
    expect(second.results).toHaveLength(2);
  });

  test('counts again once a choir is added, renamed or removed, by any means', async () => {
    // More than a page: the count is counted, then kept beside the list's version.
    const ids: number[] = [];
    for (let i = 0; i < CHOIR_TABLE_PAGE_SIZE + 2; i++)
      ids.push(await createChoir(t, { name: `Corul Numărat ${i}` }));
    const count = async () => (await list('?name=numarat')).count;
    expect(await count()).toBe(CHOIR_TABLE_PAGE_SIZE + 2);
    expect(await count()).toBe(CHOIR_TABLE_PAGE_SIZE + 2);
    const added = await createChoir(t, { name: 'Corul Numărat nou' });
    expect(await count()).toBe(CHOIR_TABLE_PAGE_SIZE + 3);
    await t.db.update(choirs).set({ name: 'Corul Redenumit' }).where(eq(choirs.id, added));
    expect(await count()).toBe(CHOIR_TABLE_PAGE_SIZE + 2);
    await t.db.delete(choirs).where(eq(choirs.id, ids[0] ?? 0));
    expect(await count()).toBe(CHOIR_TABLE_PAGE_SIZE + 1);
    // Founded through the API too.
    const founder = await createMember(t, 'numarator@example.com');
    const res = await api(founder.token).post('/api/choir/', {
      ...LASTARII_CHOIR,
      name: 'Corul Numărat prin API',
    });
    expect(res.status).toBe(201);
    expect(await count()).toBe(CHOIR_TABLE_PAGE_SIZE + 2);
  });

  test('answers a page read before with the confirmation and the standing of now', async () => {
    // The page of a filter is kept beside the list's version: a change behind the API's back
    // (another process, the back office) and the reader's own memberships are seen at once.
    const id = await createChoir(t, { name: 'Corul Păstrat', confirmed: false });
    const reader = await createMember(t, 'cititor@example.com');
    const find = async (token: string) =>
      (await list('?name=pastrat', token)).results.find((choir) => choir.id === id);
    expect(await find(reader.token)).toMatchObject({ is_confirmed: false, is_member: false });
    expect(await find(reader.token)).toMatchObject({ is_confirmed: false, is_member: false });
    await t.db.update(choirs).set({ isConfirmed: true }).where(eq(choirs.id, id));
    expect(await find(reader.token)).toMatchObject({ is_confirmed: true, is_member: false });
    await addMembership(t, reader.id, id, { confirmed: true });
    expect(await find(reader.token)).toMatchObject({ is_member: true, user_is_confirmed: true });
    expect(await find(outsider.token)).toMatchObject({ is_member: false });
  });

  test.each([0, CHOIR_TABLE_PAGE_SIZE])(
    'reads a text filter in the same order through either index (offset %i)',
    async (offset) => {
      const values = { userId: 1, name: '%cor%', city: '%a%', county: '', offset };
      const shape = { name: true, city: true, county: false };
      const wide = await readPage(t.db, { ...shape, narrow: false }, values);
      const narrow = await readPage(t.db, { ...shape, narrow: true }, values);
      expect(wide.length).toBeGreaterThan(0);
      expect(narrow).toEqual(wide);
    },
  );

  test('takes % and _ in a filter literally', async () => {
    expect((await list('?name=%25')).count).toBe(0);
    expect((await list('?name=_')).count).toBe(0);
  });

  test('answers an empty first page when nothing matches', async () => {
    expect(await list('?name=nu-exista-asa-ceva')).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  test('tells each user whether they are a member and confirmed', async () => {
    const find = async (token: string) =>
      (await list(`?name=${encodeURIComponent('Vocile Iașului')}`, token)).results[0];
    expect(await find(conductor)).toMatchObject({
      id: t.choirId,
      is_confirmed: true,
      is_member: true,
      user_is_confirmed: true,
    });
    expect(await find(pending)).toMatchObject({ is_member: true, user_is_confirmed: false });
    expect(await find(outsider.token)).toMatchObject({
      is_member: false,
      user_is_confirmed: false,
    });
  });
});

describe('GET /api/choir/{id}/', () => {
  test.each(['999999', 'abc', '0', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await api(singer).get(`/api/choir/${id}/`);
    expect(res.status).toBe(404);
  });

  test('shows a confirmed member the choir with its contact details', async () => {
    const res = await api(singer).get(`/api/choir/${t.choirId}/`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      id: t.choirId,
      name: 'Corul de copii „Vocile Iașului”',
      city: 'Iași',
      county: 'IS',
      county_name: 'Iași',
      entity: expect.any(String),
      is_confirmed: true,
      is_member: true,
      user_is_confirmed: true,
      is_conductor: false,
      choir_members: expect.any(Number),
      phone: expect.stringMatching(/^\d{10}$/),
      email: expect.stringContaining('@'),
      address: expect.any(String),
      contact: expect.any(String),
      protocol_number: expect.any(String),
    });
  });

  test.each([
    ['a member waiting for approval', () => pending],
    ['a member of another choir', () => outsider.token],
  ])('hides the contact details from %s', async (_who, token) => {
    const body = await (await api(token()).get(`/api/choir/${t.choirId}/`)).json();
    expect(body).toMatchObject({
      id: t.choirId,
      phone: null,
      email: null,
      address: null,
      contact: null,
      protocol_number: null,
    });
    expect(body.entity).toEqual(expect.any(String));
  });

  test('shows staff the contact details of any choir', async () => {
    const body = await (await api(staff).get(`/api/choir/${t.choirId}/`)).json();
    expect(body).toMatchObject({ is_member: false, phone: expect.stringMatching(/^\d{10}$/) });
  });

  test('tells a conductor they conduct the choir', async () => {
    expect(await (await api(conductor).get(`/api/choir/${t.choirId}/`)).json()).toMatchObject({
      is_conductor: true,
    });
  });
});

const long = 'a'.repeat(151);

describe('POST /api/choir/', () => {
  test.each([
    // Step 1
    ['name', { name: undefined }, validation.required],
    ['name', { name: '   ' }, validation.required],
    ['name', { name: 'Cor' }, validation.minLength(5)],
    ['name', { name: long }, validation.maxLength(150)],
    ['entity', { entity: undefined }, validation.required],
    ['entity', { entity: 'Școa' }, validation.minLength(5)],
    ['protocol_number', { protocol_number: long }, validation.maxLength(150)],
    ['city', { city: '' }, validation.required],
    ['city', { city: 'Ia' }, validation.minLength(3)],
    ['address', { address: undefined }, validation.required],
    ['address', { address: 'Str.' }, validation.minLength(5)],
    ['county', { county: undefined }, validation.required],
    ['county', { county: '' }, validation.county],
    ['county', { county: 'Iași' }, validation.county],
    ['choir_members', { choir_members: undefined }, validation.required],
    ['choir_members', { choir_members: '' }, validation.required],
    ['choir_members', { choir_members: 'douăzeci' }, validation.digitsOnly],
    ['choir_members', { choir_members: 12.5 }, validation.digitsOnly],
    ['choir_members', { choir_members: -3 }, validation.digitsOnly],
    ['choir_members', { choir_members: 0 }, cm.membersMin],
    ['choir_members', { choir_members: CHOIR_MEMBERS_MAX + 1 }, cm.membersMax],
    // Step 2
    ['contact', { contact: undefined }, validation.required],
    ['contact', { contact: 'Ana' }, validation.minLength(5)],
    ['phone', { phone: undefined }, validation.phoneMissing],
    ['phone', { phone: '07221234ab' }, validation.digitsOnly],
    ['phone', { phone: '072212345' }, validation.exactDigits(10)],
    ['phone', { phone: '07221234567' }, validation.exactDigits(10)],
    ['email', { email: '' }, validation.required],
    ['email', { email: 'nu-este-email' }, validation.email],
  ])('answers 400 on a bad %s: %j', async (field, change, message) => {
    const res = await api(outsider.token).post('/api/choir/', { ...LASTARII_CHOIR, ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test(`answers 429 after ${CHOIRS_FOUNDED_PER_DAY} choirs founded in a day`, async () => {
    const founder = await createMember(t, 'prea-multe@example.com');
    for (let i = 0; i < CHOIRS_FOUNDED_PER_DAY; i++) {
      const res = await api(founder.token).post('/api/choir/', {
        ...LASTARII_CHOIR,
        name: `Corul Grăbit ${i}`,
      });
      expect(res.status).toBe(201);
    }
    const res = await api(founder.token).post('/api/choir/', LASTARII_CHOIR);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('answers 400 with every field of an empty form', async () => {
    const body = await (await api(outsider.token).post('/api/choir/', {})).json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'choir_members',
        'city',
        'contact',
        'county',
        'email',
        'entity',
        'name',
        'phone',
      ].sort(),
    );
  });

  test('founds an unconfirmed choir conducted by its founder, and mails every staff account', async () => {
    const second = await createMember(t, 'echipa2@example.com', { staff: true });
    const founder = await createMember(t, 'fondator@example.com', { firstName: 'Dorina' });
    const mark = await t.mailMark();
    const res = await api(founder.token).post('/api/choir/', {
      ...LASTARII_CHOIR,
      choir_members: '28',
      protocol_number: undefined,
    });
    expect(res.status).toBe(201);
    const choir = await res.json();
    expect(choir).toEqual({
      id: expect.any(Number),
      name: LASTARII_CHOIR.name,
      city: 'Pașcani',
      county: 'IS',
      county_name: 'Iași',
      is_confirmed: false,
      user_is_confirmed: true,
      is_member: true,
    });

    const details = await (await api(founder.token).get('/api/account/details/')).json();
    expect(details.conductor_in).toEqual([choir.id]);
    const mine = await (await api(founder.token).get('/api/account/choirs/')).json();
    expect(mine).toEqual([
      expect.objectContaining({ id: choir.id, is_confirmed: false, user_is_confirmed: true }),
    ]);
    const stored = await (await api(founder.token).get(`/api/choir/${choir.id}/`)).json();
    expect(stored).toMatchObject({
      choir_members: 28,
      protocol_number: '',
      phone: '0722123456',
      is_conductor: true,
    });

    for (const to of ['admin@example.com', 'echipa2@example.com']) {
      const mail = await t.lastMail(mark, to, choirMail.newChoirSubject(LASTARII_CHOIR.name));
      expect(mail.text).toContain('Dorina Test (fondator@example.com)');
      expect(mail.text).toContain('Pașcani, județul Iași');
      expect(mail.text).toContain('0722123456');
    }
    expect(second.id).toBeGreaterThan(0);
  });

  test('trims the texts and ignores fields it does not know', async () => {
    const founder = await createMember(t, 'fondator2@example.com');
    const res = await api(founder.token).post('/api/choir/', {
      ...LASTARII_CHOIR,
      name: '  Corul „Spicul”  ',
      is_confirmed: true,
      id: 1,
    });
    expect(res.status).toBe(201);
    const choir = await res.json();
    expect(choir).toMatchObject({ name: 'Corul „Spicul”', is_confirmed: false });
    expect(choir.id).not.toBe(1);
    const [row] = await t.db.select().from(memberships).where(eq(memberships.choirId, choir.id));
    expect(row).toMatchObject({ userId: founder.id, isConductor: true, isConfirmed: true });
  });

  test('lets a user at the join limit still found a choir', async () => {
    const user = await createMember(t, 'limita-fondator@example.com');
    const ids = await Promise.all(
      ['Corul Unu', 'Corul Doi', 'Corul Trei'].map((name) => createChoir(t, { name })),
    );
    for (const id of ids) await addMembership(t, user.id, id);
    expect((await api(user.token).post('/api/choir/', LASTARII_CHOIR)).status).toBe(201);
  });
});
