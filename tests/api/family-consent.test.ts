/**
 * A parent's side of a child's consent (issue #25): signed inside the account for their own child
 * only (another parent's child, a child who ended the link, the child's own account and staff are
 * refused), the child's state valid everywhere after it, one optional purpose withdrawn and given
 * again, the signed PDF; and the limit on the child's re-sends of the parent's link.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FamilyAnswer } from '../../src/lib/api/families.ts';
import { PARENT_CONSENT_MAILS } from '../../src/lib/limits.ts';
import { families } from '../../src/lib/messages.ts';
import {
  conductorMail,
  parentEmailModal,
  parentSide,
  purposesPage,
} from '../../src/lib/messages-child-consent.ts';
import { consentForm, consentMail } from '../../src/lib/messages-consent.ts';
import { consents, familyLinks, outbox, users } from '../../src/server/db/schema.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';
import { validConsent } from '../helpers/consent.ts';
import { addMembership, createChoir, createConductor, createMember } from '../helpers/members.ts';

let t: TestApp;
let n = 0;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

const api = (token?: string) => client(t.app, token, `10.7.${n}.1`);
const consentPath = (id: number) => `/api/families/children/${id}/consent/`;
/** The account form's body: the public form's fields without the child's name and bot check. */
async function accountConsent(change: Record<string, unknown> = {}) {
  const { childName: _, ...body } = await validConsent(change);
  return body;
}
const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

/** A parent with a managed child born in 2016 (under 16, no consent). */
async function family() {
  const parent = await createMember(t, `parinte-acord${++n}@example.com`);
  const res = await api(parent.token).post('/api/families/children/', {
    first_name: 'Luca',
    last_name: `Pop${n}`,
    birth_date: '2016-05-04',
  });
  expect(res.status).toBe(201);
  const child = (await res.json()) as { id: number; link_id: number };
  return { parent, child };
}
async function childOf(token: string, id: number) {
  const answer = (await (await api(token).get('/api/families/')).json()) as FamilyAnswer;
  return answer.children.find((c) => c.id === id);
}

describe('POST /api/families/children/{id}/consent/', () => {
  test('401 without a session; 400 with the fields missing, the child named by the path', async () => {
    const { parent, child } = await family();
    expect((await api().post(consentPath(child.id), await accountConsent())).status).toBe(401);
    const bad = await api(parent.token).post(consentPath(child.id), { signature: '' });
    expect(bad.status).toBe(400);
    const errors = (await bad.json()) as Record<string, string[]>;
    expect(errors.signature).toEqual([consentForm.signatureRequired]);
    expect(errors.childName).toBeUndefined();
  });

  test('403 for another parent’s child, a child who ended the link, the child’s own account, staff', async () => {
    const { child } = await family();
    const other = await createMember(t, `alt-parinte${++n}@example.com`);
    const staff = await createMember(t, `staff-acord${n}@example.com`, { staff: true });
    // A child with a login of their own, linked to a parent, then the link ended.
    const kid = await createMember(t, `copil-cont${n}@example.com`, { firstName: 'Ioana' });
    await t.db.update(users).set({ birthDate: '2015-02-02' }).where(eq(users.id, kid.id));
    const ended = await createMember(t, `parinte-fost${n}@example.com`);
    await t.db.insert(familyLinks).values({
      parentId: ended.id,
      childId: kid.id,
      requestedBy: ended.id,
      confirmedAt: sql`now()`,
      endedAt: sql`now()`,
      endedBy: kid.id,
    });
    const refusals = [
      [other.token, child.id],
      [staff.token, child.id],
      [ended.token, kid.id],
      [kid.token, kid.id],
    ] as const;
    for (const [token, id] of refusals) {
      const res = await api(token).post(consentPath(id), await accountConsent());
      expect(res.status, `${id}`).toBe(403);
      expect(await res.json()).toEqual({ detail: families.errors.notYourChild });
    }
    expect(await t.db.select().from(consents).where(eq(consents.childUserId, kid.id))).toEqual([]);
  });

  test('the parent signs: the consent names the child, the state is valid, the PDF is mailed', async () => {
    const { parent, child } = await family();
    const email = `semnat${n}@example.com`;
    expect((await childOf(parent.token, child.id))?.consent).toEqual({
      state: 'missing',
      withheld: [],
    });
    const body = await accountConsent({ email, childName: 'Alt Nume' });
    const res = await api(parent.token).post(consentPath(child.id), body);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await t.db.select().from(consents).where(eq(consents.id, id));
    expect(row?.childUserId).toBe(child.id);
    expect(row?.childName).toBe(`Luca Pop${n}`);
    expect((await childOf(parent.token, child.id))?.consent).toEqual({
      state: 'valid',
      withheld: [],
    });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(consentMail.parentSubject);
    expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
    // The same send again (a lost answer): the same consent, no second one, no second mail.
    const again = await api(parent.token).post(consentPath(child.id), body);
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual({ id });
    expect(await mailsTo(email)).toHaveLength(1);
    // A new send while the consent is valid: refused.
    const twice = await api(parent.token).post(consentPath(child.id), await accountConsent());
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({ non_field_errors: [parentSide.notNeeded] });

    // The signed PDF, for the parent only.
    const pdf = await api(parent.token).get(`${consentPath(child.id)}pdf/`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const staff = await createMember(t, `staff-pdf${n}@example.com`, { staff: true });
    expect((await api(staff.token).get(`${consentPath(child.id)}pdf/`)).status).toBe(403);
  });

  test('two parents signing at once: one consent, the other refused', async () => {
    const { parent, child } = await family();
    const second = await createMember(t, `al-doilea${n}@example.com`);
    await t.db.insert(familyLinks).values({
      parentId: second.id,
      childId: child.id,
      requestedBy: second.id,
      confirmedAt: sql`now()`,
    });
    const answers = await Promise.all(
      [parent.token, second.token].map(
        async (token) =>
          (await api(token).post(consentPath(child.id), await accountConsent())).status,
      ),
    );
    expect(answers.sort()).toEqual([201, 400]);
    expect(
      await t.db.select().from(consents).where(eq(consents.childUserId, child.id)),
    ).toHaveLength(1);
  });

  test('a withdrawn consent is signed again from the account', async () => {
    const { parent, child } = await family();
    await api(parent.token).post(consentPath(child.id), await accountConsent());
    await t.db
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(eq(consents.childUserId, child.id));
    expect((await childOf(parent.token, child.id))?.consent?.state).toBe('withdrawn');
    const res = await api(parent.token).post(consentPath(child.id), await accountConsent());
    expect(res.status).toBe(201);
    expect((await childOf(parent.token, child.id))?.consent?.state).toBe('valid');
  });
});

describe('POST /api/families/children/{id}/consent/purpose/', () => {
  test('404 before a consent; withdraws and gives again; the conductor is mailed; own child only', async () => {
    const { parent, child } = await family();
    const purpose = `${consentPath(child.id)}purpose/`;
    const none = await api(parent.token).post(purpose, { purpose: 'agree4', given: false });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ detail: parentSide.noConsent });

    const choirId = await createChoir(t, { name: `Corul Scopurilor ${n}` });
    const conductorEmail = `dirijor-scop${n}@example.com`;
    await createConductor(t, conductorEmail, choirId);
    await addMembership(t, child.id, choirId, { confirmed: true });
    await api(parent.token).post(consentPath(child.id), await accountConsent());

    const other = await createMember(t, `alt-scop${n}@example.com`);
    expect((await api(other.token).post(purpose, { purpose: 'agree4', given: false })).status).toBe(
      403,
    );
    const essential = await api(parent.token).post(purpose, { purpose: 'agree1', given: false });
    expect(essential.status).toBe(400);
    expect(await essential.json()).toEqual({ purpose: [purposesPage.purposeInvalid] });

    const off = await api(parent.token).post(purpose, { purpose: 'agree4', given: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { withheld: string[] }).withheld).toEqual(['agree4']);
    expect((await childOf(parent.token, child.id))?.consent).toEqual({
      state: 'valid',
      withheld: ['agree4'],
    });
    expect((await mailsTo(conductorEmail)).map((m) => m.subject)).toContain(
      conductorMail.purposeSubject,
    );
    const on = await api(parent.token).post(purpose, { purpose: 'agree4', given: true });
    expect(((await on.json()) as { withheld: string[]; changes: unknown[] }).changes).toHaveLength(
      2,
    );
    expect((await childOf(parent.token, child.id))?.consent?.withheld).toEqual([]);

    // Withdrawn as a whole: nothing more to change from the account.
    await t.db
      .update(consents)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(consents.childUserId, child.id)));
    const ended = await api(parent.token).post(purpose, { purpose: 'agree5', given: false });
    expect(ended.status).toBe(400);
    expect(await ended.json()).toEqual({ non_field_errors: [purposesPage.ended] });
  });
});

describe('POST /api/account/parent-consent/ (re-sends)', () => {
  test(`a child re-sends the link at any time, at most ${PARENT_CONSENT_MAILS.max} an hour`, async () => {
    const kid = await createMember(t, `copil-retrimite${++n}@example.com`);
    await t.db.update(users).set({ birthDate: '2014-09-09' }).where(eq(users.id, kid.id));
    const send = () =>
      api(kid.token).post('/api/account/parent-consent/', { parent_email: `mama${n}@example.com` });
    for (let i = 0; i < PARENT_CONSENT_MAILS.max; i++) expect((await send()).status).toBe(200);
    const over = await send();
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(`mama${n}@example.com`)).toHaveLength(PARENT_CONSENT_MAILS.max);
    expect(parentEmailModal.tooMany).toContain(String(PARENT_CONSENT_MAILS.max));
  });
});
