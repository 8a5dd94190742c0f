/**
 * The national report's months (issue #28, migration 0035): after every kind of write that can
 * change a figure (a mark, an answer at a marked rehearsal, a member's default, a membership, a
 * rehearsal moved or deleted, a choir deleted), the report summed from `attendance_months` equals
 * the count from the marks by statuses.ts's rule, county by county; and a report that found
 * nothing to count again is the kept one.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { NationalFigures } from '../../src/lib/api/attendance-figures.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { countStaleMonths, wholeMonths } from '../../src/server/attendance/national.ts';
import {
  startsWithin,
  statusesAt,
  tallyColumns,
  tallyOf,
} from '../../src/server/attendance/statuses.ts';
import { addDays, nextDay, startOfDay } from '../../src/server/events/time.ts';
import { rowsOf } from '../../src/server/ops/catalog.ts';
import { attendanceWorld } from '../helpers/attendance.ts';
import { hoursFromNow, insertEvent } from '../helpers/events.ts';
import { addMembership, createChoir } from '../helpers/members.ts';

const w = attendanceWorld();
const DAY = 24;
const asked = { from: addDays(todayInBucharest(), -70), to: todayInBucharest() };
const months = wholeMonths(asked);
const ev = { e1: 0, e2: 0, e4: 0 };

beforeAll(async () => {
  const { t, choirId, people } = w;
  const at = (days: number) =>
    insertEvent(t, {
      choirId,
      start: hoursFromNow(-days * DAY),
      end: hoursFromNow(-days * DAY + 2),
    });
  ev.e1 = await at(10);
  ev.e2 = await at(9);
  ev.e4 = await at(7);
  const { singer, singer2, conductor } = people;
  await t.db.execute(sql`insert into attendance (event_id, user_id, status, marked_by) values
    (${ev.e1}, ${singer.id}, 'present', ${conductor.id}), (${ev.e1}, ${singer2.id}, 'absent', ${conductor.id}),
    (${ev.e2}, ${singer.id}, 'excused', ${conductor.id})`);
  await t.db.execute(sql`insert into event_answers (event_id, user_id, answer) values
    (${ev.e2}, ${singer2.id}, 'no'), (${ev.e4}, ${singer.id}, 'yes')`);
});

/** The report's figures per county and in total, from the API. */
async function reported() {
  const res = await w
    .as('staff')
    .get(`/api/staff/reports/attendance/?from=${asked.from}&to=${asked.to}`);
  expect(res.status).toBe(200);
  return (await res.json()) as NationalFigures;
}

/** The same figures counted from the marks (the count the report replaced), per county; null: in total. */
async function countedFromMarks() {
  const period = { start: startOfDay(months.from), end: startOfDay(nextDay(months.to)) };
  const statuses = statusesAt(
    sql`e.choir_id is not null and e.type = 2 and ${startsWithin({ ...period, ...months })}`,
  );
  const rows = await rowsOf<{
    county: string | null;
    children: number;
    rehearsals: number;
    choirs: number;
    present: number;
    absent: number;
    excused: number;
    unmarked: number;
  }>(
    w.t.db,
    sql`select c.county, count(distinct s.user_id) filter (where s.status = 'present')::int as children,
        count(distinct s.event_id)::int as rehearsals, count(distinct s.choir_id)::int as choirs,
        ${tallyColumns}
      from ${statuses} s join choirs c on c.id = s.choir_id group by grouping sets ((c.county), ())`,
  );
  return new Map(
    rows.map(({ county, children, rehearsals, choirs, ...counts }) => [
      county,
      { children, rehearsals, choirs, ...tallyOf(counts) },
    ]),
  );
}

const NOTHING = {
  children: 0,
  rehearsals: 0,
  choirs: 0,
  ...tallyOf({ present: 0, absent: 0, excused: 0, unmarked: 0 }),
};

async function expectSame() {
  const report = await reported();
  const counted = await countedFromMarks();
  expect(report.total).toEqual(counted.get(null) ?? NOTHING);
  for (const county of report.counties) {
    const { code, name, ...figures } = county;
    expect(figures, code).toEqual(counted.get(code) ?? NOTHING);
  }
  return report;
}

const vaslui = (report: NationalFigures) => report.counties.find((c) => c.code === 'VS');

describe('the national report summed from the choirs’ months', () => {
  test('covers whole months and counts the fixture as the marks do', async () => {
    const report = await expectSame();
    expect(report).toMatchObject(months);
    expect(report.from.endsWith('-01')).toBe(true);
    // E1 and E2 (E4 has no mark: attendance not taken): singer present once, excused once.
    expect(vaslui(report)).toMatchObject({ children: 1, rehearsals: 2, present: 1, absent: 1 });
  });

  test('follows an answer at a marked rehearsal, a member’s default and a mark at a new one', async () => {
    const { t, people } = w;
    await t.db.execute(sql`update event_answers set answer = 'yes'
      where event_id = ${ev.e2} and user_id = ${people.singer2.id}`);
    expect(vaslui(await expectSame())).toMatchObject({ children: 2, excused: 1 });
    await t.db.execute(sql`delete from event_answers
      where event_id = ${ev.e2} and user_id = ${people.singer2.id}`);
    expect(vaslui(await expectSame())).toMatchObject({ children: 1, unmarked: 1 });
    await t.db.execute(
      sql`update users set counted_present = true where id = ${people.singer2.id}`,
    );
    expect(vaslui(await expectSame())).toMatchObject({ children: 2, unmarked: 0 });
    await t.db.execute(sql`insert into attendance (event_id, user_id, status, marked_by)
      values (${ev.e4}, ${people.singer2.id}, 'absent', ${people.conductor.id})`);
    expect(vaslui(await expectSame())).toMatchObject({ rehearsals: 3 });
  });

  test('follows a member who leaves and comes back, a rehearsal moved and one deleted', async () => {
    const { t, choirId, people } = w;
    await t.db.execute(sql`delete from memberships
      where choir_id = ${choirId} and user_id = ${people.singer.id}`);
    expect(vaslui(await expectSame())).toMatchObject({ children: 1 });
    await addMembership(t, people.singer.id, choirId, { confirmed: true });
    expect(vaslui(await expectSame())).toMatchObject({ children: 2 });

    await t.db.execute(sql`update events set starts_at = starts_at - interval '35 days',
      ends_at = ends_at - interval '35 days' where id = ${ev.e1}`);
    const moved = await expectSame();
    expect(vaslui(moved)?.rehearsals).toBe(3);
    expect(moved.months.length).toBeGreaterThanOrEqual(2);
    await t.db.execute(sql`delete from events where id = ${ev.e2}`);
    expect(vaslui(await expectSame())).toMatchObject({ rehearsals: 2 });
  });

  test('drops a deleted choir’s months and counts a child of two choirs once', async () => {
    const { t, people } = w;
    const other = await createChoir(t, { name: 'Corul de o zi' });
    await addMembership(t, people.singer.id, other, { confirmed: true });
    const once = await insertEvent(t, {
      choirId: other,
      start: hoursFromNow(-3 * DAY),
      end: hoursFromNow(-3 * DAY + 2),
    });
    await t.db.execute(sql`insert into attendance (event_id, user_id, status, marked_by)
      values (${once}, ${people.singer.id}, 'present', ${people.conductor.id})`);
    const both = await expectSame();
    const before = vaslui(both);
    await t.db.execute(sql`delete from choirs where id = ${other}`);
    const after = await expectSame();
    expect(after.total.rehearsals).toBe(both.total.rehearsals - 1);
    // Both choirs are in Vaslui: the singer, present in both, was one child there.
    expect(before?.choirs).toBe(2);
    expect(vaslui(after)).toMatchObject({ choirs: 1, children: before?.children });
    const [left] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from attendance_months where choir_id = ${other}`,
    );
    expect(left?.n).toBe(0);
  });

  test('a report with nothing noted counts nothing and answers the kept figures', async () => {
    await reported();
    expect(await countStaleMonths(w.t.db)).toBe(0);
    const first = await reported();
    const [row] = await rowsOf<{ v: string }>(
      w.t.db,
      sql`select last_value::text as v from attendance_months_version`,
    );
    expect(await reported()).toEqual(first);
    const [again] = await rowsOf<{ v: string }>(
      w.t.db,
      sql`select last_value::text as v from attendance_months_version`,
    );
    expect(again?.v).toBe(row?.v);
  });
});
