/**
 * The programme's global events in the back office: the staff list (GET /api/staff/events/) and
 * the journal of the changes staff make through the calendar's API (/api/event/ with cor 0).
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CalendarEvent } from '../../src/lib/api/events.ts';
import type { Page } from '../../src/lib/api/page.ts';
import { STAFF_PAGE_SIZE } from '../../src/lib/limits.ts';
import { staff } from '../../src/lib/messages-staff.ts';
import { events, staffActions } from '../../src/server/db/schema.ts';
import { type TestApp, testApp } from '../helpers/app.ts';
import { api, eventBody, hoursFromNow, insertEvent } from '../helpers/events.ts';
import { demoAccounts } from '../helpers/members.ts';

let t: TestApp;
let tokens: Record<string, string>;
let staffId: number;

beforeAll(async () => {
  t = await testApp();
  const accounts = await demoAccounts(t);
  tokens = accounts.tokens;
  staffId = accounts.ids.staff ?? 0;
});
afterAll(() => t.close());

const asStaff = () => api(t.app, tokens.staff);
const list = async (query = '') => {
  const res = await asStaff().get(`/api/staff/events/${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page<CalendarEvent>;
};
const actionsOn = (targetId: number) =>
  t.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.targetType, 'event'), eq(staffActions.targetId, targetId)))
    .orderBy(desc(staffActions.id));

describe('changes of a global event are staff actions', () => {
  test('create, edit and delete through /api/event/ are each recorded', async () => {
    const created = await asStaff().post('/api/event/', eventBody(0, { title: 'Gala corurilor' }));
    expect(created.status).toBe(201);
    const event = (await created.json()) as CalendarEvent;
    expect(event.global_event).toBe(true);

    const edited = await asStaff().patch(
      `/api/event/${event.id}/`,
      eventBody(0, { title: 'Gala națională a corurilor' }),
    );
    expect(edited.status).toBe(200);
    expect((await asStaff().delete(`/api/event/${event.id}/`)).status).toBe(204);

    const rows = await actionsOn(event.id);
    expect(rows.map((r) => [r.action, r.actorId, r.targetLabel])).toEqual([
      ['event.delete', staffId, 'Gala națională a corurilor'],
      ['event.update', staffId, 'Gala națională a corurilor'],
      ['event.create', staffId, 'Gala corurilor'],
    ]);
    expect(rows[2]?.detail).toEqual({ starts_at: event.start });
  });

  test("a choir's own event is the choir's business: not in the staff journal", async () => {
    const created = await api(t.app, tokens.conductor).post('/api/event/', eventBody(t.choirId));
    expect(created.status).toBe(201);
    const event = (await created.json()) as CalendarEvent;
    expect(await actionsOn(event.id)).toEqual([]);
  });

  test('a refused change records nothing', async () => {
    const before = await t.db.select().from(staffActions);
    const bad = await asStaff().post('/api/event/', eventBody(0, { title: '' }));
    expect(bad.status).toBe(400);
    expect(await t.db.select().from(staffActions)).toHaveLength(before.length);
  });
});

describe('GET /api/staff/events/', () => {
  beforeAll(async () => {
    // The demo's own global event out of the way: the list below is exactly these.
    await t.db.delete(events).where(isNull(events.choirId));
    // A running, a later and a sooner event, an ended one, and a choir's event (never listed).
    await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(-1),
      end: hoursFromNow(1),
      title: 'Concert în desfășurare',
    });
    await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(24 * 30),
      end: hoursFromNow(24 * 30 + 2),
      title: 'Festival de iarnă',
    });
    await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(24 * 3),
      end: hoursFromNow(24 * 3 + 2),
      title: 'Atelier național',
    });
    await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(-48),
      end: hoursFromNow(-46),
      title: 'Concert trecut',
    });
    await insertEvent(t, {
      choirId: null,
      start: hoursFromNow(-96),
      end: hoursFromNow(-94),
      title: 'Concert mai vechi',
    });
    await insertEvent(t, {
      choirId: t.choirId,
      start: hoursFromNow(24),
      end: hoursFromNow(26),
      title: 'Repetiția corului',
    });
  });

  test('upcoming by default: not ended yet, the soonest first, only global events', async () => {
    const page = await list();
    expect(page.results.map((e) => e.title)).toEqual([
      'Concert în desfășurare',
      'Atelier național',
      'Festival de iarnă',
    ]);
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(page.results.every((e) => e.global_event && e.can_edit)).toBe(true);
  });

  test('past: the ended ones, the latest first; ?q= on title or place', async () => {
    expect((await list('?when=past')).results.map((e) => e.title)).toEqual([
      'Concert trecut',
      'Concert mai vechi',
    ]);
    expect((await list('?q=festival')).results.map((e) => e.title)).toEqual(['Festival de iarnă']);
    expect((await list('?when=past&q=VECHI')).results.map((e) => e.title)).toEqual([
      'Concert mai vechi',
    ]);
  });

  test('pages of STAFF_PAGE_SIZE, the next link keeps the filters', async () => {
    for (let i = 0; i < STAFF_PAGE_SIZE; i++) {
      await insertEvent(t, {
        choirId: null,
        start: hoursFromNow(24 * 60 + i),
        end: hoursFromNow(24 * 60 + i + 1),
        title: `Turneu ${i}`,
      });
    }
    const first = await list('?q=turneu');
    expect(first.count).toBe(STAFF_PAGE_SIZE);
    expect(first.next).toBeNull();
    const all = await list();
    expect(all.count).toBe(STAFF_PAGE_SIZE + 3);
    expect(all.next).toBe('/api/staff/events/?page=2');
    const second = await list('?page=2');
    expect(second.results.map((e) => e.title)).toEqual(['Turneu 22', 'Turneu 23', 'Turneu 24']);
  });

  test('a bad filter or page: 400 / 404', async () => {
    const bad = await asStaff().get('/api/staff/events/?when=mâine');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ when: [staff.badFilter] });
    expect((await asStaff().get('/api/staff/events/?page=50')).status).toBe(404);
  });
});
