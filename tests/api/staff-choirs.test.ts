import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ChoirDetails, ChoirPage, ListedChoir } from '../../src/lib/api/choirs.ts';
import {
  type StaffChoir,
  staffChoirDetailsSchema,
  staffChoirPageSchema,
} from '../../src/lib/api/staff-choirs.ts';
import { STAFF_PAGE_SIZE } from '../../src/lib/limits.ts';
import { choirProfile as cp, validation } from '../../src/lib/messages.ts';
import { CHOIR_HISTORY_ACTIONS } from '../../src/lib/messages-choir-profile.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { staffChoirs as sc, staffChoirMail } from '../../src/lib/messages-staff-choirs.ts';
import { choirs, outbox, staffActions } from '../../src/server/db/schema.ts';
import { client, lastStaffAction } from '../helpers/app.ts';
import type { DemoApp } from '../helpers/members.ts';
import { choirForm, createChoir, createFreshChoir, demoApp } from '../helpers/members.ts';
import { unzip } from '../helpers/zip.ts';

let { t, tokens, ids } = {} as DemoApp;
beforeAll(async () => ({ t, tokens, ids } = await demoApp()));
afterAll(() => t.close());

const api = (token = tokens.staff) => client(t.app, token);
async function list(query: string) {
  const res = await api().get(`/api/staff/choirs/?${query}`);
  expect(res.status).toBe(200);
  return v.parse(staffChoirPageSchema, await res.json());
}
const names = (rows: StaffChoir[]) => rows.map((row) => row.name);

const freshChoir = (options: { confirmed?: boolean; name?: string } = {}) =>
  createFreshChoir(t, 'admin', { confirmed: false, ...options });

async function actionsOn(choirId: number) {
  return t.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.targetType, 'choir'), eq(staffActions.targetId, choirId)))
    .orderBy(desc(staffActions.id));
}

const mailsTo = (to: string) =>
  t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

describe('GET /api/staff/choirs/', () => {
  test('lists every choir, the waiting ones first, then by name, 25 a page', async () => {
    const all = await t.db.select({ id: choirs.id }).from(choirs);
    const first = await list('');
    expect(first.count).toBe(all.length);
    expect(first.results).toHaveLength(Math.min(STAFF_PAGE_SIZE, all.length));
    const second = await list('page=2');
    const rows = [...first.results, ...second.results];
    const states = rows.map((row) => row.is_confirmed);
    // Sorted: every false (waiting) before every true.
    expect(states).toEqual([...states].sort((a, b) => Number(a) - Number(b)));
    expect(states[0]).toBe(false);
    // The next link carries the last row's cursor; the previous of page 2 is page 1 itself.
    expect(first.next).toMatch(/^\/api\/staff\/choirs\/\?page=2&after=[\w-]+$/);
    expect(second.previous).toBe('/api/staff/choirs/?page=1');
    expect(first.count_capped).toBe(false);
    // The cursor's page is the offset's page.
    expect(await list((first.next ?? '').split('?')[1] ?? '')).toEqual(second);
    // No choir twice across the pages.
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  test('orders by name within each state, ignoring diacritics', async () => {
    await freshChoir({ name: 'Zz Ordinea Bravo' });
    await freshChoir({ name: 'Zz Ordinea Ălfa' });
    await freshChoir({ name: 'Zz Ordinea Alfa', confirmed: true });
    const page = await list('q=zz ordinea');
    expect(names(page.results)).toEqual(['Zz Ordinea Ălfa', 'Zz Ordinea Bravo', 'Zz Ordinea Alfa']);
  });

  test('filters by status, county and a text in the name or the city', async () => {
    const waiting = await freshChoir({ name: 'Corul Filtrelor Așteptare' });
    const confirmed = await freshChoir({ name: 'Corul Filtrelor Confirmat', confirmed: true });
    const elsewhere = await createChoir(t, {
      name: 'Corul Filtrelor Cluj',
      city: 'Turda',
      county: 'CJ',
      confirmed: false,
    });

    expect(names((await list('q=filtrelor')).results).sort()).toEqual([
      'Corul Filtrelor Așteptare',
      'Corul Filtrelor Cluj',
      'Corul Filtrelor Confirmat',
    ]);
    expect(names((await list('q=FILTRELOR+asteptare')).results)).toEqual([waiting.name]);
    expect(names((await list('q=filtrelor&status=confirmed')).results)).toEqual([confirmed.name]);
    expect(names((await list('q=filtrelor&status=waiting')).results).sort()).toEqual([
      'Corul Filtrelor Așteptare',
      'Corul Filtrelor Cluj',
    ]);
    expect(names((await list('q=filtrelor&county=CJ')).results)).toEqual(['Corul Filtrelor Cluj']);
    // The city matches too, without its diacritics.
    const byCity = await list('q=turda');
    expect(byCity.results.map((row) => row.id)).toContain(elsewhere);
    // A LIKE wildcard is only a character.
    expect((await list('q=%25')).count).toBe(0);
  });

  test('each row: the county, the confirmed members and conductors, when it was founded', async () => {
    const choir = await freshChoir({ name: 'Corul Numărat' });
    const [row] = (await list('q=numarat')).results;
    expect(row).toEqual({
      id: choir.choirId,
      name: 'Corul Numărat',
      city: 'Iași',
      county: 'IS',
      county_name: 'Iași',
      is_confirmed: false,
      // Two conductors and the singer; the request waits.
      members_count: 3,
      conductors_count: 2,
      created_at: expect.any(String),
    });
  });

  test('a bad filter answers 400, a page past the end 404', async () => {
    const bad = async (query: string) => {
      const res = await api().get(`/api/staff/choirs/?${query}`);
      return [res.status, await res.json()];
    };
    expect(await bad('status=maybe')).toEqual([400, { status: [staff.badFilter] }]);
    expect(await bad('county=XX')).toEqual([400, { county: [staff.badFilter] }]);
    expect(await bad(`q=${'a'.repeat(101)}`)).toEqual([400, { q: [staff.badSearch] }]);
    expect(await bad('q=Iasi%0ACorul')).toEqual([400, { q: [validation.singleLine] }]);
    expect(await bad('format=pdf')).toEqual([400, { format: [staff.badFormat] }]);
    expect((await api().get('/api/staff/choirs/?page=999')).status).toBe(404);
    expect((await api().get('/api/staff/choirs/?page=0')).status).toBe(404);
  });

  test('exports the filtered list as CSV, in the list order, and records the export', async () => {
    await freshChoir({ name: 'Corul Exportului B' });
    await freshChoir({ name: 'Corul Exportului A', confirmed: true });
    await freshChoir({ name: 'Corul Exportului C' });
    const res = await api().get('/api/staff/choirs/?q=exportului&format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const cells = lines.map((line) => line.split(','));
    expect(cells[0]).toEqual([
      sc.id,
      sc.name,
      sc.city,
      sc.county,
      sc.state,
      sc.members,
      sc.conductors,
      sc.createdAt,
    ]);
    expect(cells.slice(1).map((row) => [row[1], row[3], row[4], row[5], row[6]])).toEqual([
      ['Corul Exportului B', 'Iași', sc.waiting, '3', '2'],
      ['Corul Exportului C', 'Iași', sc.waiting, '3', '2'],
      ['Corul Exportului A', 'Iași', sc.confirmed, '3', '2'],
    ]);
    const action = await lastStaffAction(t, 'list.export');
    expect(action).toMatchObject({
      actorId: ids.staff,
      targetLabel: sc.list,
      detail: { format: 'csv', filters: { q: 'exportului' } },
    });
  });

  test('exports the same list as XLSX: one sheet, the heading row and the rows', async () => {
    const res = await api().get('/api/staff/choirs/?q=exportului&status=waiting&format=xlsx');
    expect(res.status).toBe(200);
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    const sheet = files.find((file) => file.name === 'xl/worksheets/sheet1.xml');
    const cells = [...(sheet?.bytes.toString('utf8') ?? '').matchAll(/<row>(.*?)<\/row>/g)].map(
      (row) =>
        [...(row[1] ?? '').matchAll(/<t[^>]*>(.*?)<\/t>|<v>(.*?)<\/v>/g)].map((c) => c[1] ?? c[2]),
    );
    expect(cells.map((row) => row[1])).toEqual([
      sc.name,
      'Corul Exportului B',
      'Corul Exportului C',
    ]);
    expect(cells[1]?.[4]).toBe(sc.waiting);
  });

  test('the export walks every batch in the list order (keyset over state, name, id)', async () => {
    const res = await api().get('/api/staff/choirs/?format=csv');
    const rows = (await res.text()).trim().split('\r\n').slice(1);
    const page = await list('');
    expect(rows).toHaveLength(page.count);
    const exportedIds = rows.slice(0, STAFF_PAGE_SIZE).map((line) => Number(line.split(',')[0]));
    expect(exportedIds).toEqual(page.results.map((row) => row.id));
  });
});

describe('GET /api/staff/choirs/{id}/', () => {
  test('every field, the members (conductors first) and the history', async () => {
    const choir = await freshChoir();
    const res = await api().get(`/api/staff/choirs/${choir.choirId}/`);
    expect(res.status).toBe(200);
    const body = v.parse(staffChoirDetailsSchema, await res.json());
    expect(body).toMatchObject({
      id: choir.choirId,
      name: choir.name,
      entity: expect.stringContaining('Școala Gimnazială'),
      phone: '0722123456',
      contact: 'Prof. Maria Ionescu',
      is_confirmed: false,
      can_edit: true,
    });
    expect(body.members.map((m) => [m.email, m.is_conductor, m.is_confirmed])).toEqual([
      [choir.conductor.email, true, true],
      [choir.second.email, true, true],
      [choir.singer.email, false, true],
      [choir.pending.email, false, false],
    ]);
    expect(body.history).toMatchObject({ count: 0, results: [] });
  });

  test('404 for a missing choir', async () => {
    expect((await api().get('/api/staff/choirs/999999/')).status).toBe(404);
    expect((await api().get('/api/staff/choirs/abc/')).status).toBe(404);
  });
});

describe('POST /api/staff/choirs/{id}/confirm/ and withdraw/', () => {
  test('confirming mails every conductor, writes the history and the journal, lists see it at once', async () => {
    const choir = await freshChoir();
    // The member's lists are read (and kept) before the change.
    const before = (await (
      await api(choir.singer.token).get(`/api/choir/?name=${encodeURIComponent(choir.name)}`)
    ).json()) as ChoirPage;
    expect(before.results[0]?.is_confirmed).toBe(false);

    const mark = await t.mailMark();
    const res = await api().post(`/api/staff/choirs/${choir.choirId}/confirm/`, {
      reason: 'Bine ați venit în program!',
    });
    expect(res.status).toBe(200);
    const body = v.parse(staffChoirDetailsSchema, await res.json());
    expect(body.is_confirmed).toBe(true);
    expect(body.history.results[0]).toMatchObject({
      action: 'confirmed',
      actor_name: 'Radu Stan',
      reason: 'Bine ați venit în program!',
    });

    // Each conductor, and only them, got the mail the founding toast promised.
    for (const person of [choir.conductor, choir.second]) {
      const mail = await t.lastMail(mark, person.email, staffChoirMail.confirmedSubject);
      expect(mail.subject).toBe('Corul tău a fost confirmat');
      expect(mail.text).toContain(`${choir.name} a fost confirmat de echipa programului.`);
      expect(mail.text).toContain('Nota echipei: Bine ați venit în program!');
      expect(mail.text).toContain('http://localhost:4321/cont/corul-meu');
    }
    expect(await mailsTo(choir.singer.email)).toEqual([]);
    expect(await mailsTo(choir.pending.email)).toEqual([]);

    const [action] = await actionsOn(choir.choirId);
    expect(action).toMatchObject({
      actorId: ids.staff,
      action: 'choir.confirm',
      targetLabel: choir.name,
      detail: { reason: 'Bine ați venit în program!' },
    });

    // The member's choir list and own choirs show the confirmation right after.
    const after = (await (
      await api(choir.singer.token).get(`/api/choir/?name=${encodeURIComponent(choir.name)}`)
    ).json()) as ChoirPage;
    expect(after.results[0]?.is_confirmed).toBe(true);
    const own = (await (
      await api(choir.singer.token).get('/api/account/choirs/')
    ).json()) as ListedChoir[];
    expect(own.find((c) => c.id === choir.choirId)?.is_confirmed).toBe(true);
    // The conductor's Corul meu history box says it in a sentence.
    const history = await (
      await api(choir.conductor.token).get(`/api/choir/${choir.choirId}/history/`)
    ).json();
    const [entry] = history.results;
    expect(
      CHOIR_HISTORY_ACTIONS.confirmed({
        actor: entry.actor_name,
        subject: null,
        fields: [],
        reason: entry.reason,
      }),
    ).toBe(
      'Radu Stan, din echipa programului, a confirmat corul. Nota: Bine ați venit în program!',
    );
  });

  test('confirming without a note, and confirming twice answers 409', async () => {
    const choir = await freshChoir();
    const url = `/api/staff/choirs/${choir.choirId}/confirm/`;
    const mark = await t.mailMark();
    expect((await api().post(url, {})).status).toBe(200);
    const mail = await t.lastMail(mark, choir.conductor.email, staffChoirMail.confirmedSubject);
    expect(mail.text).not.toContain('Nota echipei');
    const again = await api().post(url, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ detail: sc.alreadyConfirmed });
    expect((await actionsOn(choir.choirId)).map((a) => a.action)).toEqual(['choir.confirm']);
    expect((await mailsTo(choir.conductor.email)).length).toBe(1);
  });

  test('withdrawing mails the reason to the conductors and keeps it in the history', async () => {
    const choir = await freshChoir({ confirmed: true });
    const reason = 'Corul nu mai are activitate din acest an școlar.';
    const mark = await t.mailMark();
    const res = await api().post(`/api/staff/choirs/${choir.choirId}/withdraw/`, { reason });
    expect(res.status).toBe(200);
    const body = v.parse(staffChoirDetailsSchema, await res.json());
    expect(body.is_confirmed).toBe(false);
    expect(body.history.results[0]).toMatchObject({ action: 'withdrawn', reason });
    for (const person of [choir.conductor, choir.second]) {
      const mail = await t.lastMail(mark, person.email, staffChoirMail.withdrawnSubject);
      expect(mail.text).toContain(`Echipa programului a retras confirmarea pentru ${choir.name}.`);
      expect(mail.text).toContain(`Motivul: ${reason}`);
    }
    expect(await mailsTo(choir.singer.email)).toEqual([]);
    const [action] = await actionsOn(choir.choirId);
    expect(action).toMatchObject({
      actorId: ids.staff,
      action: 'choir.withdraw',
      targetId: choir.choirId,
      targetLabel: choir.name,
      detail: { reason },
    });
    const [row] = await t.db.select().from(choirs).where(eq(choirs.id, choir.choirId));
    expect(row?.isConfirmed).toBe(false);
  });

  test('withdraw needs a reason of 5 to 500 characters; a waiting choir answers 409', async () => {
    const choir = await freshChoir({ confirmed: true });
    const url = `/api/staff/choirs/${choir.choirId}/withdraw/`;
    const send = async (body: unknown) => {
      const res = await api().post(url, body);
      return [res.status, await res.json()];
    };
    expect(await send({})).toEqual([400, { reason: [sc.reasonRequired] }]);
    expect(await send({ reason: '   ' })).toEqual([400, { reason: [sc.reasonRequired] }]);
    expect(await send({ reason: 'abc' })).toEqual([400, { reason: [sc.reasonLength] }]);
    expect(await send({ reason: 'a'.repeat(501) })).toEqual([400, { reason: [sc.reasonLength] }]);
    expect(await send({ reason: 12345 })).toEqual([400, { reason: [sc.reasonRequired] }]);
    expect(await send({ reason: 'x'.repeat(5) }).then(([status]) => status)).toBe(200);
    expect(await send({ reason: 'Încă o dată.' })).toEqual([409, { detail: sc.notConfirmed }]);
    // Nothing was recorded for the refused ones.
    expect((await actionsOn(choir.choirId)).map((a) => a.action)).toEqual(['choir.withdraw']);

    const note = await api().post(`/api/staff/choirs/${choir.choirId}/confirm/`, {
      reason: 'a'.repeat(501),
    });
    expect(note.status).toBe(400);
    expect(await note.json()).toEqual({ reason: [sc.noteLength] });
  });

  test('of two confirmations at once, one wins and the other answers 409', async () => {
    const choir = await freshChoir();
    const url = `/api/staff/choirs/${choir.choirId}/confirm/`;
    const statuses = await Promise.all([api().post(url, {}), api().post(url, {})]).then((all) =>
      all.map((res) => res.status).sort(),
    );
    expect(statuses).toEqual([200, 409]);
    expect((await mailsTo(choir.conductor.email)).length).toBe(1);
    expect((await actionsOn(choir.choirId)).length).toBe(1);
  });

  test('404 for a missing choir', async () => {
    const res = await api().post('/api/staff/choirs/999999/confirm/', {});
    expect(res.status).toBe(404);
    const withdraw = await api().post('/api/staff/choirs/999999/withdraw/', {
      reason: 'Motivul meu',
    });
    expect(withdraw.status).toBe(404);
  });
});

describe('PATCH /api/staff/choirs/{id}/', () => {
  async function form(choirId: number) {
    return choirForm(
      (await (await api().get(`/api/staff/choirs/${choirId}/`)).json()) as ChoirDetails,
    );
  }

  test('staff edit every field of a waiting choir; the journal names the fields, never values', async () => {
    const choir = await freshChoir();
    const body = {
      ...(await form(choir.choirId)),
      name: 'Corul Redenumit',
      county: 'CJ',
      city: 'Dej',
    };
    const res = await api().patch(`/api/staff/choirs/${choir.choirId}/`, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Corul Redenumit',
      county: 'CJ',
      county_name: 'Cluj',
      city: 'Dej',
      version: body.version + 1,
    });
    const [action] = await actionsOn(choir.choirId);
    expect(action).toMatchObject({
      actorId: ids.staff,
      action: 'choir.edit',
      targetLabel: 'Corul Redenumit',
      detail: { fields: ['name', 'city', 'county'] },
    });
    const [entry] = (await (await api().get(`/api/staff/choirs/${choir.choirId}/`)).json()).history
      .results;
    expect(entry).toMatchObject({ action: 'profile', fields: ['name', 'city', 'county'] });
    // The lists find it by its new name.
    expect(names((await list('q=redenumit')).results)).toEqual(['Corul Redenumit']);
  });

  test('a stale version answers 409 and writes nothing; nothing changed records nothing', async () => {
    const choir = await freshChoir();
    const body = await form(choir.choirId);
    expect((await api().patch(`/api/staff/choirs/${choir.choirId}/`, body)).status).toBe(200);
    expect(await actionsOn(choir.choirId)).toEqual([]);
    expect(
      (await api().patch(`/api/staff/choirs/${choir.choirId}/`, { ...body, voices: 'Sopran' }))
        .status,
    ).toBe(200);
    const stale = await api().patch(`/api/staff/choirs/${choir.choirId}/`, {
      ...body,
      voices: 'Alto',
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ detail: cp.conflict });
    const [row] = await t.db.select().from(choirs).where(eq(choirs.id, choir.choirId));
    expect(row?.voices).toBe('Sopran');
    expect((await actionsOn(choir.choirId)).length).toBe(1);
  });

  test('bad fields answer 400; a missing choir 404', async () => {
    const choir = await freshChoir();
    const body = await form(choir.choirId);
    const res = await api().patch(`/api/staff/choirs/${choir.choirId}/`, {
      ...body,
      phone: '12',
      county: 'XX',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['county', 'phone']);
    expect((await api().patch('/api/staff/choirs/999999/', body)).status).toBe(404);
    expect(await actionsOn(choir.choirId)).toEqual([]);
  });
});

describe("staff changes through the conductors' routes (Corul meu, the edit modal's image)", () => {
  test('are recorded in the journal too', async () => {
    const choir = await freshChoir({ confirmed: true });
    const d = (await (
      await api().get(`/api/staff/choirs/${choir.choirId}/`)
    ).json()) as ChoirDetails;
    const edit = await api().patch(`/api/choir/${choir.choirId}/`, {
      ...d,
      voices: 'Sopran, alto',
    });
    expect(edit.status).toBe(200);
    const form = new FormData();
    const png = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    form.append('image', new File([new Uint8Array(png)], 'cor.png', { type: 'image/png' }));
    expect((await api().upload(`/api/choir/${choir.choirId}/image`, form)).status).toBe(200);
    const actions = await actionsOn(choir.choirId);
    expect(actions.map((a) => [a.actorId, a.action, a.detail])).toEqual([
      [ids.staff, 'choir.image', null],
      [ids.staff, 'choir.edit', { fields: ['voices'] }],
    ]);
    // A conductor's own edit is the choir's history only, not a staff action.
    const own = await api(choir.conductor.token).patch(`/api/choir/${choir.choirId}/`, {
      ...d,
      voices: 'Sopran',
      version: d.version + 1,
    });
    expect(own.status).toBe(200);
    expect((await actionsOn(choir.choirId)).length).toBe(2);
  });
});

test('a conductor cannot reach the staff routes (the matrix test covers every route)', async () => {
  const res = await api(tokens.conductor).post(`/api/staff/choirs/${t.choirId}/withdraw/`, {
    reason: 'Nu am voie.',
  });
  expect(res.status).toBe(403);
});
