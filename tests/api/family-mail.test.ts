/**
 * The choir's mails to a child managed without an address go to each linked parent (issue #25,
 * families/mail.ts): an event's announcement (delivered over real SMTP, its answer links acting
 * for the child) and an approval, each saying which child it is for; a parent whose link ended
 * gets none; a child with an address of their own gets their own; a child whose membership is
 * suspended for want of a parental consent gets no announcement.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choirMail } from '../../src/lib/messages.ts';
import { parentCopyMail } from '../../src/lib/messages-family-rules.ts';
import { consents, familyLinks, outbox, users } from '../../src/server/db/schema.ts';
import { MANAGED_PASSWORD_HASH } from '../../src/server/families/links.ts';
import type { TestApp } from '../helpers/app.ts';
import { giveConsent } from '../helpers/consent.ts';
import { api, eventBody } from '../helpers/events.ts';
import {
  addMembership,
  createChoir,
  createConductor,
  createMember,
  demoApp,
} from '../helpers/members.ts';
import { deliverOverSmtp } from '../helpers/smtp-delivery.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await demoApp());
});
afterAll(() => t.close());

let people = 0;
/** A child of 10 without an address, managed by `parents` (their ids); `ended` ones unlinked. */
async function managedChild(firstName: string, parents: number[], ended: number[] = []) {
  const [child] = await t.db
    .insert(users)
    .values({
      email: null,
      passwordHash: MANAGED_PASSWORD_HASH,
      firstName,
      lastName: 'Mic',
      birthDate: `${new Date().getUTCFullYear() - 10}-05-05`,
      activatedAt: sql`now()`,
    })
    .returning({ id: users.id });
  if (!child) throw new Error('child insert failed');
  for (const parentId of [...parents, ...ended])
    await t.db.insert(familyLinks).values({
      parentId,
      childId: child.id,
      requestedBy: parentId,
      confirmedAt: sql`now()`,
      endedAt: ended.includes(parentId) ? sql`now()` : null,
    });
  return child.id;
}
async function person(tag: string) {
  const email = `${tag}-${++people}@example.com`;
  const firstName = `Părinte${people}`;
  return { ...(await createMember(t, email, { firstName })), email, firstName };
}
const since = async () => {
  const [row] = await t.db.select({ id: sql<number>`coalesce(max(${outbox.id}), 0)` }).from(outbox);
  return row?.id ?? 0;
};
const queuedTo = async (to: string, after: number) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), gt(outbox.id, after)));

describe('POST /api/event/{id}/notify/ to a managed child', () => {
  test('each linked parent receives the child’s announcement over SMTP, saying which child; an unlinked one none', async () => {
    const choirId = await createChoir(t, { name: 'Corul Familiilor' });
    const conductor = await createConductor(t, 'dirijor-familii@example.com', choirId);
    const mother = await person('mama');
    const father = await person('tata');
    const former = await person('fost');
    const childId = await managedChild('Ilinca', [mother.id, father.id], [former.id]);
    await addMembership(t, childId, choirId, { confirmed: true });
    await giveConsent(t, childId);

    const made = await (
      await api(t.app, conductor.token).post('/api/event/', eventBody(choirId))
    ).json();
    const res = await api(t.app, conductor.token).post(`/api/event/${made.id}/notify/`);
    expect(res.status).toBe(200);

    const received = (await deliverOverSmtp(t)).filter((m) => m.subject.includes(made.title));
    const forParents = received.filter((m) => !m.to.includes('dirijor-familii@example.com'));
    expect(forParents.flatMap((m) => m.to).sort()).toEqual([father.email, mother.email].sort());
    for (const mail of forParents) {
      expect(mail.subject.startsWith(parentCopyMail.subject('Ilinca Mic', ''))).toBe(true);
      expect(mail.text).toContain('Ilinca Mic');
      // The answer links answer for the child.
      expect(mail.text).toContain(`/cont/raspuns-eveniment?t=${childId}.${made.id}.`);
    }
    expect(received.flatMap((m) => m.to)).not.toContain(former.email);
  });

  test('a child with an address of their own gets it, not the parents', async () => {
    const choirId = await createChoir(t, { name: 'Corul Adreselor' });
    const conductor = await createConductor(t, 'dirijor-adrese@example.com', choirId);
    const parent = await person('parinte-adresa');
    const kid = await person('copil-adresa');
    await t.db.insert(familyLinks).values({
      parentId: parent.id,
      childId: kid.id,
      requestedBy: parent.id,
      confirmedAt: sql`now()`,
    });
    await addMembership(t, kid.id, choirId, { confirmed: true });
    const mark = await since();
    const made = await (
      await api(t.app, conductor.token).post('/api/event/', eventBody(choirId))
    ).json();
    await api(t.app, conductor.token).post(`/api/event/${made.id}/notify/`);
    expect(await queuedTo(kid.email, mark)).toHaveLength(1);
    expect(await queuedTo(parent.email, mark)).toHaveLength(0);
  });

  test('a child whose consent was withdrawn gets no announcement, nor do the parents', async () => {
    const choirId = await createChoir(t, { name: 'Corul Suspendat' });
    const conductor = await createConductor(t, 'dirijor-suspendat@example.com', choirId);
    const parent = await person('parinte-suspendat');
    const childId = await managedChild('Sorin', [parent.id]);
    await addMembership(t, childId, choirId, { confirmed: true });
    await giveConsent(t, childId);
    await t.db
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(eq(consents.childUserId, childId));
    const mark = await since();
    const made = await (
      await api(t.app, conductor.token).post('/api/event/', eventBody(choirId))
    ).json();
    const res = await api(t.app, conductor.token).post(`/api/event/${made.id}/notify/`);
    expect(await res.json()).toEqual({ sent: 1 }); // the conductor alone
    expect(await queuedTo(parent.email, mark)).toHaveLength(0);
  });
});

describe('POST /api/choir/{id}/approve-member/ of a managed child', () => {
  test('the approval’s mail goes to the parent, in the approval’s transaction', async () => {
    const choirId = await createChoir(t, { name: 'Corul Aprobărilor' });
    const conductor = await createConductor(t, 'dirijor-aprobari@example.com', choirId);
    const parent = await person('parinte-aprobare');
    const childId = await managedChild('Tudor', [parent.id]);
    await addMembership(t, childId, choirId);
    await giveConsent(t, childId);
    const mark = await since();
    const res = await api(t.app, conductor.token).post(`/api/choir/${choirId}/approve-member/`, {
      user_id: childId,
    });
    expect(res.status).toBe(200);
    const [mail, ...more] = await queuedTo(parent.email, mark);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(
      parentCopyMail.subject('Tudor Mic', choirMail.memberApprovedSubject('Corul Aprobărilor')),
    );
    expect(mail?.text.startsWith(parentCopyMail.intro(parent.firstName, 'Tudor Mic'))).toBe(true);
  });
});
