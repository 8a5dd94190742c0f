import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChoirDetails, ChoirHistoryPage } from '../../src/lib/api/choirs.ts';
import {
  CHOIR_IMAGE_MAX_BYTES,
  CHOIR_LIST_MAX_ITEMS,
  LONG_TEXT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from '../../src/lib/limits.ts';
import { choirs as cm, choirProfile as cp, http, validation } from '../../src/lib/messages.ts';
import { choirHistory, users } from '../../src/server/db/schema.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { phonePhoto } from '../helpers/images.ts';
import {
  addMembership,
  choirForm,
  createChoir,
  createFreshChoir,
  createMember,
  demoAccounts,
} from '../helpers/members.ts';

let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await testApp();
  ({ tokens } = await demoAccounts(t));
  const otherChoir = await createChoir(t, { name: 'Corul Vecin' });
  const other = await createMember(t, 'dirijor-vecin@example.com');
  await addMembership(t, other.id, otherChoir, { confirmed: true, conductor: true });
  tokens.otherConductor = other.token;
});
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token);
const details = async (choirId: number, token = tokens.staff) =>
  (await (await api(token).get(`/api/choir/${choirId}/`)).json()) as ChoirDetails;

const freshChoir = () => createFreshChoir(t, 'profil', { confirmed: true });

/** The whole form as the modal sends it, from the current details, with `change` applied. */
async function form(choirId: number, change: Record<string, unknown> = {}) {
  return { ...choirForm(await details(choirId)), ...change };
}

const history = async (choirId: number, page = 1) =>
  (await (
    await api(tokens.staff).get(`/api/choir/${choirId}/history/?page=${page}`)
  ).json()) as ChoirHistoryPage;

const png = (width = 64, height = 64, background = '#2e86c1') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
const upload = (
  choirId: number,
  token: string | undefined,
  bytes: Uint8Array,
  type = 'image/png',
) => {
  const body = new FormData();
  body.set('image', new File([new Uint8Array(bytes)], 'cor.png', { type }));
  return api(token).upload(`/api/choir/${choirId}/image`, body);
};

/** Everyone the permission matrix asks, and what each may do with the demo choir. */
const ROLES = [
  { who: 'visitor', status: 401, canEdit: null },
  { who: 'pending', status: 403, canEdit: false },
  { who: 'otherConductor', status: 403, canEdit: false },
  { who: 'singer', status: 403, canEdit: false },
  { who: 'conductor', status: 200, canEdit: true },
  { who: 'staff', status: 200, canEdit: true },
] as const;

describe.each(ROLES)('the $who', ({ who, status, canEdit }) => {
  const token = () => (who === 'visitor' ? undefined : tokens[who]);

  test(`GET /api/choir/{id}/ answers can_edit ${canEdit}`, async () => {
    const res = await api(token()).get(`/api/choir/${t.choirId}/`);
    expect(res.status).toBe(canEdit === null ? 401 : 200);
    if (canEdit !== null) expect((await res.json()).can_edit).toBe(canEdit);
  });

  test(`PATCH /api/choir/{id}/ answers ${status}`, async () => {
    const body = await form(t.choirId, { voices: `Sopran, alto (${who})` });
    const res = await api(token()).patch(`/api/choir/${t.choirId}/`, body);
    expect(res.status).toBe(status);
    if (status === 403) expect(await res.json()).toEqual({ detail: http.forbidden });
    expect((await details(t.choirId)).voices === body.voices).toBe(status === 200);
  });

  test(`POST /api/choir/{id}/image answers ${status}`, async () => {
    const res = await upload(t.choirId, token(), await png());
    expect(res.status).toBe(status);
    if (status === 200) expect((await res.json()).logo).toMatch(/^\/media\/choirs\/\d+-/);
  });

  test(`GET /api/choir/{id}/history/ answers ${status}`, async () => {
    const res = await api(token()).get(`/api/choir/${t.choirId}/history/`);
    expect(res.status).toBe(status);
  });
});

describe('GET /api/choir/{id}/', () => {
  test('shows the demo choir’s presentation and history, as seeded', async () => {
    const body = await details(t.choirId, tokens.singer);
    expect(body.description).not.toBe('');
    expect(body.awards).toHaveLength(2);
    expect(body.participation).toHaveLength(1);
    // The demo's five waiting requests and this file's edits fill more than the first page.
    const entries = [
      ...(await history(t.choirId)).results,
      ...(await history(t.choirId, 2)).results,
    ];
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['founded', 'joined', 'approved', 'profile']),
    );
  });

  test('answers the profile with its version', async () => {
    const { choirId } = await freshChoir();
    expect(await details(choirId)).toMatchObject({
      logo: null,
      description: '',
      year: null,
      voices: '',
      awards: [],
      participation: [],
      version: 1,
      can_edit: true,
    });
  });
});

describe('PATCH /api/choir/{id}/', () => {
  test.each(['999999', 'abc'])('answers 404 for the choir id %s', async (id) => {
    const res = await api(tokens.staff).patch(`/api/choir/${id}/`, await form(t.choirId));
    expect(res.status).toBe(404);
  });

  const long = (n: number) => 'a'.repeat(n);
  const thisYear = new Date().getFullYear();
  test.each([
    ['name', { name: 'Cor' }, validation.minLength(5)],
    ['name', { name: '   ' }, validation.required],
    ['phone', { phone: '07221234' }, validation.exactDigits(10)],
    ['email', { email: 'nu-e-mail' }, validation.email],
    ['county', { county: 'ZZ' }, validation.county],
    ['description', { description: long(LONG_TEXT_MAX_LENGTH + 1) }, validation.maxLength(2000)],
    ['year', { year: 1799 }, cp.yearInvalid],
    ['year', { year: thisYear + 1 }, cp.yearInvalid],
    ['year', { year: '20x5' }, cp.yearInvalid],
    ['year', { year: 2015.5 }, cp.yearInvalid],
    ['year', { year: [2015] }, cp.yearInvalid],
    ['voices', { voices: long(101) }, validation.maxLength(100)],
    ['voices', { voices: 5 }, validation.required],
    ['awards', { awards: 'Locul I' }, cp.listItemText],
    ['awards.1', { awards: ['Locul I', 7] }, cp.listItemText],
    ['awards.1', { awards: ['Locul I', long(TEXT_MAX_LENGTH + 1)] }, validation.maxLength(150)],
    [
      'participation',
      { participation: Array(CHOIR_LIST_MAX_ITEMS + 1).fill('Gala') },
      cp.listTooLong,
    ],
    ['version', { version: undefined }, validation.required],
    ['version', { version: 'abc' }, cp.version],
    ['version', { version: 0 }, cp.version],
    ['version', { version: 1.5 }, cp.version],
    ['version', { version: 99_999_999_999 }, cp.version],
  ])('answers 400 on a bad %s and saves nothing', async (field, change, message) => {
    const before = await details(t.choirId);
    const res = await api(tokens.conductor).patch(
      `/api/choir/${t.choirId}/`,
      await form(t.choirId, change),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
    expect(await details(t.choirId)).toEqual(before);
  });

  test('answers 400 for a control character, and for a body that is not JSON', async () => {
    const res = await api(tokens.conductor).patch(
      `/api/choir/${t.choirId}/`,
      await form(t.choirId, { awards: ['Locul\u0000I'] }),
    );
    expect(await res.json()).toEqual({ awards: [validation.controlCharacters] });
    const broken = await t.app.request(`/api/choir/${t.choirId}/`, {
      method: 'PATCH',
      headers: { authorization: `Token ${tokens.conductor}`, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ non_field_errors: [validation.invalidBody] });
  });

  test('saves the whole form trimmed, drops empty entries, bumps the version and records the fields', async () => {
    const { choirId, conductor } = await freshChoir();
    const body = await form(choirId, {
      name: '  Corul „Armonia” nou  ',
      description: '  Cântăm din 2015.\nRepetiții marțea.  ',
      year: '2015',
      voices: ' sopran, alto ',
      awards: ['  Locul I, Gala Corurilor, 2024 ', '', '   ', 'Premiul publicului'],
      participation: [' Festivalul „Cântec de copil”, Iași '],
    });
    const res = await api(conductor.token).patch(`/api/choir/${choirId}`, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Corul „Armonia” nou',
      description: 'Cântăm din 2015.\nRepetiții marțea.',
      year: 2015,
      voices: 'sopran, alto',
      awards: ['Locul I, Gala Corurilor, 2024', 'Premiul publicului'],
      participation: ['Festivalul „Cântec de copil”, Iași'],
      version: 2,
      can_edit: true,
    });
    const [entry] = (await history(choirId)).results;
    expect(entry).toMatchObject({
      action: 'profile',
      actor_name: 'Dirijor Test',
      subject_name: null,
      fields: ['name', 'description', 'year', 'voices', 'awards', 'participation'],
    });
    // Only the field names are kept, never what was written in them.
    const [row] = await t.db
      .select()
      .from(choirHistory)
      .where(eq(choirHistory.id, entry?.id ?? 0));
    expect(row?.details).toEqual({ fields: entry?.fields });
  });

  test('an unchanged form saves nothing: same version, no history entry', async () => {
    const { choirId, conductor } = await freshChoir();
    const before = (await history(choirId)).count;
    const res = await api(conductor.token).patch(`/api/choir/${choirId}/`, await form(choirId));
    expect(await res.json()).toMatchObject({ version: 1 });
    expect((await history(choirId)).count).toBe(before);
  });

  test('empties the profile: year null, lists empty', async () => {
    const { choirId, conductor } = await freshChoir();
    await api(conductor.token).patch(
      `/api/choir/${choirId}/`,
      await form(choirId, { year: 2000, awards: ['A'] }),
    );
    const res = await api(conductor.token).patch(
      `/api/choir/${choirId}/`,
      await form(choirId, { year: '', awards: null, description: null }),
    );
    expect(await res.json()).toMatchObject({ year: null, awards: [], description: '', version: 3 });
  });

  test('a new name, city and county show in the choir list and in the user’s choirs', async () => {
    const { choirId, conductor } = await freshChoir();
    const change = { name: 'Corul Redenumit Zefir', city: 'Turda', county: 'CJ' };
    await api(conductor.token).patch(`/api/choir/${choirId}/`, await form(choirId, change));
    const page = await (await api(conductor.token).get('/api/choir/?name=zefir&county=CJ')).json();
    expect(page.results).toEqual([
      expect.objectContaining({ id: choirId, ...change, county_name: 'Cluj' }),
    ]);
    const mine = await (await api(conductor.token).get('/api/account/choirs/')).json();
    expect(mine).toEqual([expect.objectContaining({ id: choirId, name: change.name })]);
  });

  test('of two edits from the same version, one is saved and the other answers 409; nothing is lost', async () => {
    const { choirId, conductor, second } = await freshChoir();
    const [a, b] = [
      await form(choirId, { description: 'Scrisă de primul dirijor.' }),
      await form(choirId, { awards: ['Premiul al doilea dirijor'] }),
    ];
    const answers = await Promise.all([
      api(conductor.token).patch(`/api/choir/${choirId}/`, a),
      api(second.token).patch(`/api/choir/${choirId}/`, b),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const lost = answers.find((res) => res.status === 409);
    expect(await lost?.json()).toEqual({ detail: cp.conflict });
    const saved = await details(choirId);
    expect(saved.version).toBe(2);
    const first = answers[0]?.status === 200;
    expect(saved.description).toBe(first ? a.description : '');
    expect(saved.awards).toEqual(first ? [] : b.awards);
    // The loser reloads and applies their change on the new version: both are kept.
    const retry = await api(first ? second.token : conductor.token).patch(
      `/api/choir/${choirId}/`,
      await form(choirId, first ? { awards: b.awards } : { description: a.description }),
    );
    expect(await retry.json()).toMatchObject({
      description: a.description,
      awards: b.awards,
      version: 3,
    });
    expect((await history(choirId)).results.filter((e) => e.action === 'profile')).toHaveLength(2);
  });

  test('a conductor demoted meanwhile is refused under the lock', async () => {
    const { choirId, conductor, second } = await freshChoir();
    await api(second.token).post(`/api/choir/${choirId}/make-member`, { user_id: conductor.id });
    const res = await api(conductor.token).patch(`/api/choir/${choirId}/`, await form(choirId));
    expect(res.status).toBe(403);
  });
});

describe('POST /api/choir/{id}/image', () => {
  const filesOf = async (choirId: number) =>
    (await readdir(join(t.dir, 'uploads', 'choirs')).catch(() => [] as string[])).filter((name) =>
      name.startsWith(`${choirId}-`),
    );

  test('answers 400 for a file that is not an image, whatever its name says', async () => {
    const { choirId, conductor } = await freshChoir();
    const res = await upload(choirId, conductor.token, new TextEncoder().encode('<svg onload=x>'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ image: [cp.imageNotImage] });
    expect(await filesOf(choirId)).toEqual([]);
  });

  test('answers 400 without a file', async () => {
    const res = await api(tokens.conductor).upload(`/api/choir/${t.choirId}/image`, new FormData());
    expect(await res.json()).toEqual({ image: [cp.imageNotImage] });
  });

  test('answers 413 for a file over the limit', async () => {
    const res = await upload(
      t.choirId,
      tokens.conductor,
      new Uint8Array(CHOIR_IMAGE_MAX_BYTES + 1),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ image: [cp.imageTooLarge] });
  });

  test('answers 404 for an unknown choir', async () => {
    expect((await upload(999_999, tokens.staff, await png())).status).toBe(404);
  });

  test('re-encodes to WebP within 800 px without metadata, replaces the previous file, records it', async () => {
    const { choirId, conductor } = await freshChoir();
    const photo = await phonePhoto(1600, 900);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const first = ((await (await upload(choirId, conductor.token, photo)).json()) as ChoirDetails)
      .logo;
    const res = await upload(choirId, conductor.token, photo, 'image/jpeg');
    expect(res.status).toBe(200);
    const { logo, version } = (await res.json()) as ChoirDetails;
    expect(logo).toMatch(/^\/media\/choirs\/\d+-[\w-]+\.webp$/);
    // The image is not part of the form: an open form stays current.
    expect(version).toBe(1);
    const meta = await sharp(
      join(t.dir, 'uploads', String(logo).replace('/media/', '')),
    ).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 450 });
    expect(meta.exif).toBeUndefined();
    expect(existsSync(join(t.dir, 'uploads', String(first).replace('/media/', '')))).toBe(false);
    expect((await history(choirId)).results[0]).toMatchObject({
      action: 'image',
      actor_name: 'Dirijor Test',
    });
  });

  test('leaves no orphan file after concurrent uploads', async () => {
    const { choirId, conductor, second } = await freshChoir();
    const photo = await png();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        upload(choirId, i % 2 ? second.token : conductor.token, photo),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const { logo } = await details(choirId);
    expect((await filesOf(choirId)).map((name) => `/media/choirs/${name}`)).toEqual([logo]);
  });
});

describe('GET /api/choir/{id}/history/', () => {
  test('records each membership change, newest first, with the names of who and whom', async () => {
    const { choirId, conductor, second, singer, pending } = await freshChoir();
    const joiner = await createMember(t, `vine-${choirId}@example.com`, { firstName: 'Vine' });
    const act = (action: string, userId: number) =>
      api(conductor.token).post(`/api/choir/${choirId}/${action}`, { user_id: userId });
    await api(joiner.token).post('/api/account/join_choir', { choir: choirId });
    await act('approve-member', joiner.id);
    await act('approve-member', joiner.id); // Approved before: nothing changes, nothing recorded.
    await act('remove-member', pending.id);
    await act('make-conductor', singer.id);
    await act('make-member', singer.id);
    await act('remove-member', joiner.id);
    await api(second.token).post('/api/account/remove_choir', { choir: choirId });
    const page = await history(choirId);
    expect(page.results.map((e) => [e.action, e.actor_name, e.subject_name])).toEqual([
      ['left', 'Dirijor2 Test', 'Dirijor2 Test'],
      ['removed', 'Dirijor Test', 'Vine Test'],
      ['made-singer', 'Dirijor Test', 'Corist Test'],
      ['made-conductor', 'Dirijor Test', 'Corist Test'],
      ['refused', 'Dirijor Test', 'Nou Test'],
      ['approved', 'Dirijor Test', 'Vine Test'],
      ['joined', 'Vine Test', 'Vine Test'],
    ]);
    expect(page).toMatchObject({ count: 7, next: null, previous: null });
    expect(new Date(page.results[0]?.created_at ?? '').toISOString()).toBe(
      page.results[0]?.created_at,
    );
  });

  test('records the founding of a choir', async () => {
    const founder = await createMember(t, 'fondator-profil@example.com', { firstName: 'Fondator' });
    const res = await api(founder.token).post('/api/choir/', {
      name: 'Corul Fondat Acum',
      entity: 'Școala Gimnazială nr. 9',
      city: 'Iași',
      address: 'Str. Lungă nr. 1',
      county: 'IS',
      choir_members: 20,
      contact: 'Prof. Ion Pop',
      phone: '0722000111',
      email: 'fondat@example.com',
    });
    const { id } = await res.json();
    expect((await history(id)).results).toEqual([
      expect.objectContaining({ action: 'founded', actor_name: 'Fondator Test', fields: [] }),
    ]);
  });

  test('pages by 10 with links; a page past the end or not a number answers 404', async () => {
    const { choirId, conductor } = await freshChoir();
    for (let i = 0; i < 12; i++) {
      await api(conductor.token).patch(
        `/api/choir/${choirId}/`,
        await form(choirId, { voices: `v${i}` }),
      );
    }
    const first = await history(choirId);
    expect(first).toMatchObject({
      count: 12,
      next: `/api/choir/${choirId}/history/?page=2`,
      previous: null,
    });
    expect(first.results).toHaveLength(10);
    const second = await history(choirId, 2);
    expect(second).toMatchObject({ next: null, previous: `/api/choir/${choirId}/history/?page=1` });
    expect(second.results).toHaveLength(2);
    for (const page of ['3', 'x', '0']) {
      const res = await api(conductor.token).get(`/api/choir/${choirId}/history/?page=${page}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ detail: cm.invalidPage });
    }
  });

  test('names a deleted account as null', async () => {
    const { choirId, conductor } = await freshChoir();
    const leaver = await createMember(t, `pleaca-${choirId}@example.com`);
    await api(leaver.token).post('/api/account/join_choir', { choir: choirId });
    await t.db.delete(users).where(eq(users.id, leaver.id));
    const res = await api(conductor.token).get(`/api/choir/${choirId}/history/`);
    expect(((await res.json()) as ChoirHistoryPage).results[0]).toMatchObject({
      action: 'joined',
      actor_name: null,
      subject_name: null,
    });
  });
});
