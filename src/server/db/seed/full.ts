/**
 * Full-scale data, as the programme really is (spec §1): 2,402 choirs over the 42 counties and
 * 84,000 people, on top of the demo data (the demo accounts keep working). Deterministic: the
 * same seed gives the same database. Fast: multi-row inserts in batches, one password hash for
 * everyone (the demo password), no per-row round trip.
 *
 * A year of events and answers comes with them (full-events.ts), every choir's attendance
 * (full-attendance.ts), and the library's 3,000 scores,
 * 1,000 audiobooks and 200 video lessons (full-library.ts).
 *
 * Who is who: 1–3 conductors per choir; most children in one choir, confirmed; some also wait
 * in a second choir, some only wait; a few registered without a choir yet. About one choir in
 * twenty waits for the programme's confirmation, with its founder and a few requests.
 */
import { sql } from 'drizzle-orm';
import { COUNTIES, type CountyCode } from '../../../lib/counties.ts';
import { hashPassword } from '../../services/passwords.ts';
import type { Db } from '../client.ts';
import { choirs, memberships, users } from '../schema.ts';
import { seedFullConsents } from './consents.ts';
import { DEMO_PASSWORD, seedDemo } from './demo.ts';
import { seedFullAttendance } from './full-attendance.ts';
import { seedFullEvents } from './full-events.ts';
import { seedFullLibrary } from './full-library.ts';
import {
  CHOIR_PATRONS,
  CHOIR_WORDS,
  COUNTY_LOCALITIES,
  FIRST_NAMES,
  LAST_NAMES,
} from './localities.ts';
import { seedFullProgrammes } from './programme.ts';
import { seedVoiceParts } from './voice-parts.ts';

export const FULL_SCALE = { choirs: 2402, people: 84_000 } as const;
const BATCH = 1000;
const DAY_MS = 86_400_000;

/** mulberry32: a small, fast, seeded PRNG; `next()` is uniform in [0, 1). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const weighted = <T>(list: readonly (readonly [T, number])[]): T => {
    let r = next() * list.reduce((sum, [, w]) => sum + w, 0);
    for (const [item, w] of list) {
      r -= w;
      if (r < 0) return item;
    }
    return (list.at(-1) as readonly [T, number])[0];
  };
  return { next, int, pick, weighted };
}
type Rng = ReturnType<typeof prng>;

/** Splits `total` over the counties by weight, largest remainders first: exact total, each county ≥ 1. */
function choirsPerCounty(total: number): Map<CountyCode, number> {
  const codes = COUNTIES.map((c) => c.code);
  const weightSum = codes.reduce((sum, code) => sum + COUNTY_LOCALITIES[code].weight, 0);
  const shares = codes.map((code) => {
    const exact = (total * COUNTY_LOCALITIES[code].weight) / weightSum;
    return { code, n: Math.max(1, Math.floor(exact)), rest: exact - Math.floor(exact) };
  });
  let missing = total - shares.reduce((sum, s) => sum + s.n, 0);
  for (const s of [...shares].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    s.n++;
    missing--;
  }
  return new Map(shares.map((s) => [s.code, s.n]));
}

function choirName(rng: Rng, city: string) {
  switch (rng.int(0, 5)) {
    case 0:
      return `Corul Școlii Gimnaziale nr. ${rng.int(1, 30)} ${city}`;
    case 1:
      return `Corul de copii „${rng.pick(CHOIR_WORDS)}” din ${city}`;
    case 2:
      return `Corul Școlii Gimnaziale „${rng.pick(CHOIR_PATRONS)}” ${city}`;
    case 3:
      return `Corul Liceului „${rng.pick(CHOIR_PATRONS)}” ${city}`;
    case 4:
      return `Corul „${rng.pick(CHOIR_WORDS)}” al Palatului Copiilor ${city}`;
    default:
      return `Corul „${rng.pick(CHOIR_WORDS)}”`;
  }
}

/** ASCII e-mail part of a name: 'Ștefan Țurcanu' → 'stefan.turcanu'. */
const mailPart = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

interface ChoirRow {
  id: number;
  county: string;
  city: string;
  isConfirmed: boolean;
  /** Relative size: how many children it draws. */
  size: number;
}

export interface FullSeedReport {
  choirs: number;
  people: number;
  memberships: number;
  pending: number;
  events: number;
  answers: number;
  attendance: number;
  /** How long the attendance's one INSERT … SELECT took. */
  attendanceSeconds: number;
  demoChoirId: number;
}

/**
 * Seeds an empty database with the full-scale data. `now` fixes the dates (deterministic runs);
 * `scale` multiplies choirs and people, to check that a query's cost does not grow with them.
 */
export async function seedFull(
  db: Db,
  options: { seed?: number; now?: Date; scale?: number } = {},
): Promise<FullSeedReport> {
  const scale = options.scale ?? 1;
  const total = {
    choirs: Math.round(FULL_SCALE.choirs * scale),
    people: Math.round(FULL_SCALE.people * scale),
  };
  const rng = prng(options.seed ?? 2011);
  const now = (options.now ?? new Date()).getTime();
  const daysAgo = (min: number, max: number) =>
    new Date(now - rng.int(min, max) * DAY_MS - rng.int(0, DAY_MS));

  const demoChoirId = await seedDemo(db);
  const demoChoirs = await db
    .select({
      id: choirs.id,
      county: choirs.county,
      city: choirs.city,
      isConfirmed: choirs.isConfirmed,
    })
    .from(choirs);

  // Choirs: the demo ones count towards the 2,402.
  const perCounty = choirsPerCounty(total.choirs);
  for (const demo of demoChoirs)
    perCounty.set(demo.county as CountyCode, (perCounty.get(demo.county as CountyCode) ?? 1) - 1);
  const newChoirs: (typeof choirs.$inferInsert)[] = [];
  for (const [county, n] of perCounty) {
    for (let i = 0; i < n; i++) {
      const city = rng.weighted(COUNTY_LOCALITIES[county].localities);
      const no = newChoirs.length + 1;
      newChoirs.push({
        name: choirName(rng, city),
        county,
        city,
        entity: `Școala Gimnazială nr. ${rng.int(1, 30)} ${city}`,
        address: `Str. ${rng.pick(CHOIR_PATRONS)} nr. ${rng.int(1, 120)}, ${city}`,
        contact: `Prof. ${rng.pick(FIRST_NAMES.F)} ${rng.pick(LAST_NAMES)}`,
        phone: `07${String(rng.int(0, 99_999_999)).padStart(8, '0')}`,
        email: `cor${no}@example.com`,
        choirMembers: rng.int(12, 80),
        isConfirmed: rng.next() > 0.05,
        createdAt: daysAgo(30, 5 * 365),
      });
    }
  }
  const all: ChoirRow[] = demoChoirs.map((c) => ({ ...c, size: 1 }));
  await inBatches(newChoirs, async (batch) => {
    const rows = await db.insert(choirs).values(batch).returning({
      id: choirs.id,
      county: choirs.county,
      city: choirs.city,
      isConfirmed: choirs.isConfirmed,
    });
    all.push(...rows.map((c) => ({ ...c, size: 0.4 + rng.next() * 1.2 })));
  });
  const confirmed = all.filter((c) => c.isConfirmed);
  const byCounty = new Map<string, ChoirRow[]>();
  for (const c of confirmed) {
    const list = byCounty.get(c.county);
    if (list) list.push(c);
    else byCounty.set(c.county, [c]);
  }
  const confirmedWeights = confirmed.map((c) => [c, c.size] as const);

  // People: conductors first (1–3 per choir, the demo conductor's choir keeps its own), then children.
  interface Person {
    user: typeof users.$inferInsert;
    joins: { choir: ChoirRow; isConfirmed: boolean; isConductor: boolean; createdAt: Date }[];
  }
  const people: Person[] = [];
  const person = (kind: 'adult' | 'child', home: ChoirRow | undefined): Person => {
    const sex = rng.next() < 0.55 ? 'F' : 'M';
    const firstName = rng.pick(FIRST_NAMES[sex]);
    const lastName = rng.pick(LAST_NAMES);
    const year = kind === 'adult' ? rng.int(1962, 1996) : rng.int(2008, 2019);
    const created = daysAgo(1, 3 * 365);
    const p: Person = {
      user: {
        email: `${mailPart(firstName)}.${mailPart(lastName)}.${people.length + 1}@example.com`,
        passwordHash: '',
        firstName,
        lastName,
        birthDate: `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        sex,
        county: home?.county ?? rng.pick(COUNTIES).code,
        city: home?.city ?? null,
        activatedAt: created,
        gdprAgreedAt: created,
        createdAt: created,
      },
      joins: [],
    };
    people.push(p);
    return p;
  };
  for (const choir of all) {
    if (choir.id === demoChoirId) continue;
    const n = rng.weighted([
      [1, 70],
      [2, 22],
      [3, 8],
    ] as const);
    for (let i = 0; i < n; i++) {
      person('adult', choir).joins.push({
        choir,
        isConfirmed: true,
        isConductor: true,
        createdAt: daysAgo(30, 3 * 365),
      });
    }
  }
  const otherThan = (home: ChoirRow) => {
    const near = byCounty.get(home.county) ?? confirmed;
    for (let i = 0; i < 5; i++) {
      const c = rng.pick(near);
      if (c.id !== home.id) return c;
    }
    return rng.pick(confirmed.filter((c) => c.id !== home.id));
  };
  const unconfirmed = all.filter((c) => !c.isConfirmed);
  const children = total.people - 4 - people.length;
  for (let i = 0; i < children; i++) {
    const r = rng.next();
    // A request to a choir still waiting for the programme's confirmation.
    if (r < 0.01 && unconfirmed.length > 0) {
      const choir = rng.pick(unconfirmed);
      person('child', choir).joins.push({
        choir,
        isConfirmed: false,
        isConductor: false,
        createdAt: daysAgo(0, 60),
      });
      continue;
    }
    const home = rng.weighted(confirmedWeights);
    const p = person('child', r < 0.02 ? undefined : home);
    if (r < 0.02) continue; // registered, no choir chosen yet
    // 5 % wait in their choir (1 % of them also in a second one), 6 % sing in one and wait in another.
    const waitsOnly = r < 0.07;
    const createdAt = waitsOnly ? daysAgo(0, 60) : daysAgo(30, 3 * 365);
    p.joins.push({ choir: home, isConfirmed: !waitsOnly, isConductor: false, createdAt });
    if (r >= 0.06 && r < 0.13) {
      p.joins.push({
        choir: otherThan(home),
        isConfirmed: false,
        isConductor: false,
        createdAt: daysAgo(0, 60),
      });
    }
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows: (typeof memberships.$inferInsert)[] = [];
  await inBatches(people, async (batch) => {
    const inserted = await db
      .insert(users)
      .values(batch.map((p) => ({ ...p.user, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const ids = new Map(inserted.map((u) => [u.email, u.id]));
    for (const p of batch) {
      const userId = ids.get(p.user.email ?? null) ?? 0;
      for (const j of p.joins) {
        rows.push({
          userId,
          choirId: j.choir.id,
          isConfirmed: j.isConfirmed,
          isConductor: j.isConductor,
          createdAt: j.createdAt,
        });
      }
    }
  });
  await inBatches(rows, (batch) => db.insert(memberships).values(batch).onConflictDoNothing());
  await seedFullConsents(db, new Date(now));
  const calendar = await seedFullEvents(db, { now: new Date(now), demoChoirId });
  await seedFullLibrary(db, new Date(now));
  await seedVoiceParts(db, demoChoirId);
  const attendanceStarted = performance.now();
  const attendance = await seedFullAttendance(db, { now: new Date(now) });
  const attendanceSeconds = (performance.now() - attendanceStarted) / 1000;
  await seedFullProgrammes(db, demoChoirId);
  await db.execute(sql`analyze`);

  return {
    choirs: all.length,
    people: people.length + 4,
    memberships: rows.length + 3,
    pending: rows.filter((m) => !m.isConfirmed).length + 1,
    events: calendar.events,
    answers: calendar.answers,
    attendance,
    attendanceSeconds,
    demoChoirId,
  };
}
