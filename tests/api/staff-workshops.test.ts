import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from '../../src/lib/api/page.ts';
import type {
  StaffWorkshop,
  StaffWorkshopSession,
  StaffWorkshopSignUp,
} from '../../src/lib/api/staff-workshops.ts';
import type { WorkshopSessions } from '../../src/lib/api/workshops.ts';
import { DAY_YEARS } from '../../src/lib/limits.ts';
import { validation } from '../../src/lib/messages.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { staffWorkshops as m } from '../../src/lib/messages-staff-workshops.ts';
import { WORKSHOP_FORM_VERSION } from '../../src/lib/schemas/workshops.ts';
import {
  staffActions,
  workshopSessions,
  workshopSignUps,
  workshops,
} from '../../src/server/db/schema.ts';
import { DEMO_WORKSHOPS } from '../../src/server/db/seed/workshops.ts';
import { client, lastStaffAction, type TestApp } from '../helpers/app.ts';
import { dayFromToday } from '../helpers/events.ts';
import { demoApp } from '../helpers/members.ts';
import { workshopBody } from '../helpers/signup-bodies.ts';
import { signupSender } from '../helpers/signups.ts';

let t: TestApp;
let staffToken: string;
let staffId: number;
const BASE = '/api/staff/workshops';
const day = dayFromToday;

beforeAll(async () => {
  ({ t, staffToken, staffId } = await demoApp());
});
afterAll(() => t.close());

const api = () => client(t.app, staffToken);
const del = (path: string) =>
  t.app.request(path, { method: 'DELETE', headers: { authorization: `Token ${staffToken}` } });
const signup = signupSender(() => t, '/api/sign-ups/workshops/');

/** The newest journal row of `action` on `targetId`. */
async function lastAction(action: string, targetId: number) {
  const [row] = await t.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.action, action), eq(staffActions.targetId, targetId)))
    .orderBy(desc(staffActions.id))
    .limit(1);
  return row;
}

async function createSession(
  body = { date: day(10), availability_start: day(0), availability_end: day(9) },
) {
  const res = await api().post(`${BASE}/sessions/`, body);
  expect(res.status).toBe(201);
  return (await res.json()) as StaffWorkshopSession;
}

async function createWorkshop(sessionId: number, body: Record<string, unknown> = {}) {
  const res = await api().post(`${BASE}/sessions/${sessionId}/workshops/`, {
    title: 'Atelier de dirijat',
    description: 'Pentru copiii care vor să conducă un cor.',
    hour: '09:30',
    places: 3,
    ...body,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as StaffWorkshop;
}

/** A stored sign-up for the workshops, as the public form leaves it. */
async function addSignUp(ids: number[], name = 'Ioana Marin') {
  await t.db.insert(workshopSignUps).values({
    submissionId: randomUUID(),
    formVersion: WORKSHOP_FORM_VERSION,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone: '0722000111',
    age: 10,
    school: 'Școala nr. 1',
    workplace: 'Spitalul Județean',
    knowledge: 'Niciuna încă.',
    experience: 'Niciuna încă.',
    workshops: ids,
    agreed: true,
  });
}

describe('session dates', () => {
  test('create: a new open session shows on /ateliere at once, and is recorded', async () => {
    const session = await createSession();
    expect(session).toMatchObject({
      date: day(10),
      availability_start: day(0),
      availability_end: day(9),
      open: true,
      sign_ups: 0,
      workshops: [],
    });
    const workshop = await createWorkshop(session.id);
    expect(workshop).toMatchObject({ session_id: session.id, places: 3, taken: 0 });

    const open = (await (
      await client(t.app).get('/api/sign-ups/workshops/')
    ).json()) as WorkshopSessions;
    const shown = open.find((s) => s.id === session.id);
    expect(shown?.workshops).toEqual([
      expect.objectContaining({ id: workshop.id, title: 'Atelier de dirijat', places_left: 3 }),
    ]);

    const row = await lastAction('workshop_session.create', session.id);
    expect(row).toMatchObject({
      actorId: staffId,
      targetType: 'workshop_session',
      targetLabel: m.sessionLabel(day(10)),
    });
    expect(await lastAction('workshop.create', workshop.id)).toMatchObject({
      actorId: staffId,
      targetType: 'workshop',
      targetLabel: 'Atelier de dirijat',
    });
  });

  test.each([
    [
      'window ends after the date',
      { availability_end: day(11) },
      'availability_end',
      m.windowAfterDate,
    ],
    [
      'window ends before it starts',
      { availability_start: day(5), availability_end: day(4) },
      'availability_end',
      m.windowOrder,
    ],
    [
      'date in the past',
      { date: day(-1), availability_start: day(-3), availability_end: day(-2) },
      'date',
      m.dateInPast,
    ],
    ['impossible day', { date: '2027-02-30' }, 'date', validation.date],
    ['date missing', { date: undefined }, 'date', validation.required],
  ])('create refuses %s (400)', async (_name, change, field, message) => {
    const res = await api().post(`${BASE}/sessions/`, {
      date: day(10),
      availability_start: day(0),
      availability_end: day(9),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test('list: the latest date first, with workshops, taken places and sign-ups', async () => {
    const res = await api().get(`${BASE}/sessions/`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page<StaffWorkshopSession>;
    const dates = page.results.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const demo = page.results.find((s) =>
      s.workshops.some((w) => w.title === DEMO_WORKSHOPS.percussion),
    );
    expect(demo?.sign_ups).toBe(2);
    expect(demo?.workshops.map((w) => [w.title, w.places, w.taken])).toEqual([
      [DEMO_WORKSHOPS.choir, null, 0],
      [DEMO_WORKSHOPS.recorder, 5, 0],
      [DEMO_WORKSHOPS.percussion, 2, 2],
    ]);
    expect((await api().get(`${BASE}/sessions/?page=9`)).status).toBe(404);
  });

  test('edit: a closed window leaves /ateliere; recorded with what changed', async () => {
    const session = await createSession();
    await createWorkshop(session.id);
    const res = await api().patch(`${BASE}/sessions/${session.id}/`, {
      date: day(10),
      availability_start: day(2),
      availability_end: day(9),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ availability_start: day(2), open: false });
    const open = (await (
      await client(t.app).get('/api/sign-ups/workshops/')
    ).json()) as WorkshopSessions;
    expect(open.some((s) => s.id === session.id)).toBe(false);
    const row = await lastAction('workshop_session.update', session.id);
    expect(row?.actorId).toBe(staffId);
    expect(row?.detail).toEqual({
      changes: { availabilityStart: { from: day(0), to: day(2) } },
    });
    // The same rules as a new one, but a past date may be corrected.
    const bad = await api().patch(`${BASE}/sessions/${session.id}/`, {
      date: day(10),
      availability_start: day(2),
      availability_end: day(12),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ availability_end: [m.windowAfterDate] });
  });

  test('edit: a day ISO 8601 writes but the database has not (year 0000) is a 400, not a 500', async () => {
    // Found by the fuzz (tests/api/fuzz.test.ts, FUZZ_SEED=2): an old date may be corrected, so
    // the schema let year 0 through to PostgreSQL, which has no year 0. Every date now lies in
    // DAY_YEARS (issue #19), the rule bodies and query strings share.
    const session = await createSession();
    const res = await api().patch(`${BASE}/sessions/${session.id}/`, {
      date: '9999-12-31',
      availability_start: '0000-01-01',
      availability_end: '1970-01-01',
    });
    expect(res.status).toBe(400);
    const outOfYears = [validation.dateYears(DAY_YEARS.min, DAY_YEARS.max)];
    expect(await res.json()).toEqual({ date: outOfYears, availability_start: outOfYears });
    const kept = await api().patch(`${BASE}/sessions/${session.id}/`, {
      date: '1900-01-01',
      availability_start: '1900-01-01',
      availability_end: '1900-01-01',
    });
    expect(kept.status).toBe(200);
  });

  test('unknown session: 404 for read, edit, delete, a new workshop, sign-ups', async () => {
    const body = { date: day(10), availability_start: day(0), availability_end: day(9) };
    expect((await api().get(`${BASE}/sessions/999999/`)).status).toBe(404);
    expect((await api().patch(`${BASE}/sessions/999999/`, body)).status).toBe(404);
    expect((await del(`${BASE}/sessions/999999/`)).status).toBe(404);
    expect((await api().get(`${BASE}/sessions/999999/sign-ups/`)).status).toBe(404);
    const workshop = { title: 'Atelier', hour: '10:00' };
    expect((await api().post(`${BASE}/sessions/999999/workshops/`, workshop)).status).toBe(404);
    expect((await api().get(`${BASE}/sessions/abc/`)).status).toBe(404);
  });

  test('delete: without sign-ups its workshops go with it; with sign-ups 409', async () => {
    const session = await createSession();
    const workshop = await createWorkshop(session.id);
    const res = await del(`${BASE}/sessions/${session.id}/`);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(workshops).where(eq(workshops.id, workshop.id))).toEqual([]);
    expect(await lastAction('workshop_session.delete', session.id)).toMatchObject({
      actorId: staffId,
      targetLabel: m.sessionLabel(day(10)),
      detail: { workshops: 1 },
    });

    const kept = await createSession();
    const taken = await createWorkshop(kept.id);
    await addSignUp([taken.id]);
    const refused = await del(`${BASE}/sessions/${kept.id}/`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: m.sessionHasSignUps });
    const [still] = await t.db
      .select()
      .from(workshopSessions)
      .where(eq(workshopSessions.id, kept.id));
    expect(still).toBeDefined();
    expect(await lastAction('workshop_session.delete', kept.id)).toBeUndefined();
  });
});

describe('workshops', () => {
  test.each([
    ['title too short', { title: 'Ab' }, 'title', validation.minLength(3)],
    ['hour not HH:MM', { hour: '9:30' }, 'hour', m.hourFormat],
    ['hour 24:00', { hour: '24:00' }, 'hour', m.hourFormat],
    ['places 0', { places: 0 }, 'places', m.placesNumber],
    ['places not whole', { places: 2.5 }, 'places', m.placesNumber],
    ['places as words', { places: 'zece' }, 'places', m.placesNumber],
  ])('create refuses %s (400)', async (_name, change, field, message) => {
    const session = await createSession();
    const res = await api().post(`${BASE}/sessions/${session.id}/workshops/`, {
      title: 'Atelier de dirijat',
      hour: '09:30',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ [field]: [message] });
  });

  test('places: empty means no limit; a numeric string is read as a number', async () => {
    const session = await createSession();
    expect(await createWorkshop(session.id, { places: '' })).toMatchObject({ places: null });
    expect(await createWorkshop(session.id, { places: '12' })).toMatchObject({ places: 12 });
    expect(await createWorkshop(session.id, { places: undefined })).toMatchObject({ places: null });
  });

  test('edit: recorded with what changed; places never below the sign-ups taken', async () => {
    const session = await createSession();
    const workshop = await createWorkshop(session.id, { places: 5 });
    await addSignUp([workshop.id], 'Ana Pop');
    await addSignUp([workshop.id], 'Radu Ene');
    const body = { title: 'Atelier de dirijat', description: '', hour: '11:00', places: 2 };
    const res = await api().patch(`${BASE}/${workshop.id}/`, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hour: '11:00', places: 2, taken: 2, description: '' });
    const row = await lastAction('workshop.update', workshop.id);
    expect(row?.actorId).toBe(staffId);
    expect(row?.detail).toEqual({
      changes: {
        description: { from: 'Pentru copiii care vor să conducă un cor.', to: '' },
        hour: { from: '09:30', to: '11:00' },
        places: { from: 5, to: 2 },
      },
    });

    const below = await api().patch(`${BASE}/${workshop.id}/`, { ...body, places: 1 });
    expect(below.status).toBe(400);
    expect(await below.json()).toEqual({ places: [m.placesBelowTaken(2)] });
    const [stored] = await t.db.select().from(workshops).where(eq(workshops.id, workshop.id));
    expect(stored?.places).toBe(2);
    // No limit is always possible.
    expect((await api().patch(`${BASE}/${workshop.id}/`, { ...body, places: null })).status).toBe(
      200,
    );
  });

  test('places lowered while sign-ups arrive: never fewer places than sign-ups stored', async () => {
    const session = await createSession();
    const workshop = await createWorkshop(session.id, { title: 'Atelier disputat', places: 6 });
    const person = (n: number) => ({
      name: `Copil ${n}`,
      email: `copil${n}.disputat@example.com`,
      phone: '0722123456',
      age: 9,
      school: 'Școala nr. 1',
      workplace: 'Acasă',
      knowledge: 'Nu',
      experience: 'Nu',
      workshops: [workshop.id],
      agreed: true,
      submission_id: randomUUID(),
    });
    const lowered = { title: 'Atelier disputat', hour: '09:30', places: 3 };
    const answers = await Promise.all([
      ...[1, 2, 3, 4, 5].map((n) => signup.post(person(n))),
      api().patch(`${BASE}/${workshop.id}/`, lowered),
    ]);
    const [stored] = await t.db.select().from(workshops).where(eq(workshops.id, workshop.id));
    const signUps = await t.db
      .select()
      .from(workshopSignUps)
      .where(sql`${workshopSignUps.workshops} @> array[${workshop.id}::int]`);
    expect(signUps.length).toBeLessThanOrEqual(stored?.places ?? 0);
    const patched = answers.at(-1)?.status;
    expect(stored?.places).toBe(patched === 200 ? 3 : 6);
    expect(answers.slice(0, 5).filter((r) => r.status === 201)).toHaveLength(signUps.length);
  });

  test('edit refuses a bad body (400) and an unknown workshop (404)', async () => {
    const session = await createSession();
    const workshop = await createWorkshop(session.id);
    const bad = await api().patch(`${BASE}/${workshop.id}/`, { title: '', hour: '10:00' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ title: [validation.required] });
    expect((await api().patch(`${BASE}/999999/`, { title: 'Atelier', hour: '10:00' })).status).toBe(
      404,
    );
    expect((await del(`${BASE}/999999/`)).status).toBe(404);
    expect((await api().get(`${BASE}/999999/sign-ups/`)).status).toBe(404);
  });

  test('delete: without sign-ups 204 and recorded; with sign-ups 409', async () => {
    const session = await createSession();
    const free = await createWorkshop(session.id, { title: 'Atelier liber' });
    const taken = await createWorkshop(session.id, { title: 'Atelier ales' });
    await addSignUp([taken.id]);
    expect((await del(`${BASE}/${free.id}/`)).status).toBe(204);
    expect(await lastAction('workshop.delete', free.id)).toMatchObject({
      actorId: staffId,
      targetType: 'workshop',
      targetLabel: 'Atelier liber',
    });
    const refused = await del(`${BASE}/${taken.id}/`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: m.workshopHasSignUps });
    expect(await lastAction('workshop.delete', taken.id)).toBeUndefined();
  });
});

describe('sign-ups', () => {
  let session: StaffWorkshopSession;
  let first: StaffWorkshop;
  let second: StaffWorkshop;
  beforeAll(async () => {
    session = await createSession({
      date: day(20),
      availability_start: day(0),
      availability_end: day(19),
    });
    first = await createWorkshop(session.id, { title: 'Atelier de dimineață', hour: '09:00' });
    second = await createWorkshop(session.id, {
      title: 'Atelier de seară',
      hour: '18:00',
      places: null,
    });
    // Through the public form, as a visitor sends it.
    const res = await signup.post(workshopBody([second.id, first.id]));
    expect(res.status).toBe(201);
    await addSignUp([second.id], 'Tudor Lazăr');
  });

  test("a workshop's sign-ups, newest first, with the titles chosen", async () => {
    const res = await api().get(`${BASE}/${second.id}/sign-ups/`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page<StaffWorkshopSignUp>;
    expect(page.count).toBe(2);
    expect(page.results.map((r) => r.name)).toEqual(['Tudor Lazăr', 'Maria Popescu']);
    expect(page.results[1]).toMatchObject({
      email: 'maria.popescu@example.com',
      age: 9,
      workshops: ['Atelier de dimineață', 'Atelier de seară'],
    });
    const one = (await (
      await api().get(`${BASE}/${first.id}/sign-ups/`)
    ).json()) as Page<StaffWorkshopSignUp>;
    expect(one.results.map((r) => r.name)).toEqual(['Maria Popescu']);
  });

  test('search by name, e-mail or phone; a session lists each sign-up once', async () => {
    const byName = (await (
      await api().get(`${BASE}/${second.id}/sign-ups/?q=lazăr`)
    ).json()) as Page<StaffWorkshopSignUp>;
    expect(byName.results.map((r) => r.name)).toEqual(['Tudor Lazăr']);
    const byMail = (await (
      await api().get(`${BASE}/${second.id}/sign-ups/?q=POPESCU@`)
    ).json()) as Page<StaffWorkshopSignUp>;
    expect(byMail.results.map((r) => r.name)).toEqual(['Maria Popescu']);
    const none = (await (
      await api().get(`${BASE}/${second.id}/sign-ups/?q=100%25`)
    ).json()) as Page<StaffWorkshopSignUp>;
    expect(none.count).toBe(0);
    const ofSession = (await (
      await api().get(`${BASE}/sessions/${session.id}/sign-ups/`)
    ).json()) as Page<StaffWorkshopSignUp>;
    expect(ofSession.results.map((r) => r.name)).toEqual(['Tudor Lazăr', 'Maria Popescu']);
    expect((await api().get(`${BASE}/${second.id}/sign-ups/?q=${'a'.repeat(101)}`)).status).toBe(
      400,
    );
  });

  test('sign-ups take places: the list of sessions counts them', async () => {
    const read = (await (
      await api().get(`${BASE}/sessions/${session.id}/`)
    ).json()) as StaffWorkshopSession;
    expect(read.sign_ups).toBe(2);
    expect(read.workshops.map((w) => [w.title, w.taken])).toEqual([
      ['Atelier de dimineață', 1],
      ['Atelier de seară', 2],
    ]);
  });

  test('export: CSV of the filtered list, recorded with its filters', async () => {
    const res = await api().get(`${BASE}/${second.id}/sign-ups/?format=csv&q=maria`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = await res.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Trimisă la,Nume,E-mail,Telefon,Vârsta,Școala,Locul de muncă,Cunoștințe muzicale,Experiență,Atelierele alese',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Maria Popescu,maria.popescu@example.com,0722123456,9,');
    expect(lines[1]).toContain('Atelier de dimineață; Atelier de seară');
    const row = await lastStaffAction(t, 'list.export');
    expect(row).toMatchObject({
      actorId: staffId,
      targetLabel: m.signUpsTitle('Atelier de seară'),
      detail: { format: 'csv', filters: { workshop: second.id, q: 'maria' } },
    });
  });

  test('export: XLSX of a session; a wrong format 400', async () => {
    const res = await api().get(`${BASE}/sessions/${session.id}/sign-ups/?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`inscrieri-ateliere-${day(20)}.xlsx`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    const bad = await api().get(`${BASE}/${second.id}/sign-ups/?format=pdf`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ format: [staff.badFormat] });
  });
});
