/**
 * The people of the attendance and absence tests (issue #28), on the demo data: a choir with two
 * conductors and two singers, a conductor of another choir, a stranger and staff, and an event of
 * the choir that started two hours ago. Made before the file's tests and closed after them: read
 * its fields inside tests. `as(who)` calls as that person.
 */
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from './app.ts';
import { api, hoursFromNow, insertEvent } from './events.ts';
import { addMembership, createChoir, createMember, demoApp } from './members.ts';

type Who = 'conductor' | 'second' | 'singer' | 'singer2' | 'stranger' | 'otherConductor' | 'staff';

export function attendanceWorld() {
  const world = {
    t: undefined as unknown as TestApp,
    choirId: 0,
    people: {} as Record<Who, { id: number; token: string }>,
    /** The choir's event that started two hours ago and ended one hour ago. */
    started: 0,
    as: (who: Who) => api(world.t.app, world.people[who].token),
  };
  beforeAll(async () => {
    const { t } = await demoApp();
    world.t = t;
    const choirId = await createChoir(t, { name: 'Corul Prezenței' });
    const otherChoir = await createChoir(t, { name: 'Corul Vecin' });
    world.choirId = choirId;
    const names: [Who, string][] = [
      ['conductor', 'Dana'],
      ['second', 'Mihai'],
      ['singer', 'Ana'],
      ['singer2', 'Bogdan'],
      ['stranger', 'Străin'],
      ['otherConductor', 'Vecin'],
      ['staff', 'Echipa'],
    ];
    for (const [who, firstName] of names)
      world.people[who] = await createMember(t, `prezenta.${who}@example.com`, {
        firstName,
        staff: who === 'staff',
      });
    const { people } = world;
    await addMembership(t, people.conductor.id, choirId, { confirmed: true, conductor: true });
    await addMembership(t, people.second.id, choirId, { confirmed: true, conductor: true });
    await addMembership(t, people.singer.id, choirId, { confirmed: true });
    await addMembership(t, people.singer2.id, choirId, { confirmed: true });
    await addMembership(t, people.otherConductor.id, otherChoir, {
      confirmed: true,
      conductor: true,
    });
    world.started = await insertEvent(t, {
      choirId,
      start: hoursFromNow(-2),
      end: hoursFromNow(-1),
    });
  }, 120_000);
  afterAll(() => world.t.close());
  return world;
}
