/**
 * A linked child who turns 16 takes over their own consent and account (issue #25), in Chromium
 * at 390 and 1280 px, axe on the dialog: a 16-year-old linked to the demo parent logs in, the
 * takeover modal asks them, they end the link; the modal does not come back, and the parent is
 * mailed.
 */
import { expect, test } from '@playwright/test';
import { takeoverModal } from '../../src/lib/messages-family-rules.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { DEMO_PARENT } from '../../src/server/db/seed/families.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  logIn,
  mailFromOutbox,
  mailMark,
  NEW_MEMBER_PASSWORD,
  newMember,
} from './helpers.ts';

/** A birth date 16 years and a few days before today. */
const sixteen = () => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - 16);
  d.setUTCDate(d.getUTCDate() - 3);
  return d.toISOString().slice(0, 10);
};

for (const width of [390, 1280]) {
  test(`a linked 16-year-old takes over and ends the parent's link (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const firstName = width === 390 ? 'Radu' : 'Sorina';
    const { email, headers } = await newMember(request, {
      prefix: `saisprezece.${firstName.toLowerCase()}`,
      firstName,
      lastName: 'Dobre',
      birthDate: sixteen(),
      sex: width === 390 ? 'M' : 'F',
      judet: 'IS',
      localitate: 'Iași',
    });
    // The child names the demo parent; the parent confirms from the mail's link (by the API).
    let mark = mailMark();
    const asked = await request.post('/api/families/requests/', {
      headers,
      data: { email: DEMO_PARENT.email, as: 'child' },
    });
    expect(asked.status()).toBe(201);
    const text = await mailFromOutbox(mark, DEMO_PARENT.email, '/cont/familie/confirma/');
    const token = /#([\w-]+)/.exec(text)?.[1];
    const parent = await (
      await request.post('/api/token-auth/', {
        data: { username: DEMO_PARENT.email, password: DEMO_PASSWORD },
      })
    ).json();
    const confirmed = await request.post(`/api/families/requests/${token}/confirm/`, {
      headers: { Authorization: `Token ${parent.token}` },
    });
    expect(confirmed.status()).toBe(200);

    await chooseEssentialCookies(page);
    mark = mailMark();
    await logIn(page, email, NEW_MEMBER_PASSWORD);
    const modal = page.getByRole('dialog', { name: takeoverModal.title });
    await expect(modal).toBeVisible();
    await expectNoAxeViolations(page, `the takeover modal at ${width} px`);
    // Confirming without a choice says what is missing.
    await modal.getByRole('button', { name: takeoverModal.confirm }).click();
    await expect(modal.getByText(takeoverModal.chooseLinks)).toBeVisible();
    await modal.getByText(takeoverModal.endLinks, { exact: true }).click();
    await modal.getByRole('button', { name: takeoverModal.confirm }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(takeoverModal.doneEnded)).toBeVisible();
    // The parent is told, and that the link ended.
    const mail = await mailFromOutbox(mark, DEMO_PARENT.email, `${firstName} Dobre are 16 ani`);
    expect(mail).toContain('a încheiat legătura');

    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('dialog', { name: takeoverModal.title })).toHaveCount(0);
  });
}
