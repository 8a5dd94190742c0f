/**
 * Romanian that agrees with its reader (issue #23): a girl waiting for approval and a conductor
 * approving a girl read the feminine, and the demo choir, whose name starts with 'Corul', is never
 * 'corul Corul…' on the page or in the mails; at 390 and 1280 px, axe clean.
 */
import { expect, test } from '@playwright/test';
import { members } from '../../src/lib/messages.ts';
import { DEMO_CHOIRS } from '../../src/server/db/seed/choirs.ts';
import {
  chooseEssentialCookies,
  expectNoAxeViolations,
  logIn,
  mailFromOutbox,
  mailMark,
  newMember,
  screenshots,
} from './helpers.ts';

/** 'Corul de copii „Vocile Iașului”': the choir of the demo conductor and of nou@example.com. */
const DEMO_CHOIR = DEMO_CHOIRS[0]?.[2] ?? '';
const DOUBLED = /corul(ui)?\s+corul/i;

for (const width of [390, 1280]) {
  test(`a girl waiting for approval reads the feminine and the choir's name once (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await chooseEssentialCookies(page);
    await logIn(page, 'nou@example.com');
    const notice = page.getByText(members.notices.notConfirmed(DEMO_CHOIR, 'F'));
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`Dirijorul Corului de copii „Vocile Iașului” nu ți-a`);
    await expect(notice).toContainText('Vei fi anunțată prin e-mail');
    await expect(page.locator('main')).not.toContainText(DOUBLED);
    await expectNoAxeViolations(page, `the waiting notice at ${width} px`);
    if (width === 1280) await screenshots(page, 'waiting-notice');
  });

  test(`a conductor approves a girl in the feminine, and the mails name the choir once (${width} px)`, async ({
    page,
    request,
  }) => {
    const firstName = width === 390 ? 'Irina' : 'Maria';
    const { email, headers } = await newMember(request, {
      prefix: firstName.toLowerCase(),
      firstName,
      lastName: 'Dobre',
      birthDate: '2013-03-08',
      sex: 'F',
      judet: 'IS',
      localitate: 'Iași',
    });
    const found = await (
      await request.get('/api/choir/', { headers, params: { name: 'Vocile Iașului' } })
    ).json();
    const joined = mailMark();
    const join = await request.post('/api/account/join_choir', {
      headers,
      data: { choir: found.results[0]?.id },
    });
    expect(join.ok()).toBe(true);
    const request_ = await mailFromOutbox(joined, 'dirijor@example.com', `${firstName} Dobre`);
    expect(request_).toContain(`a cerut să se înscrie în ${DEMO_CHOIR}.`);
    expect(request_).not.toMatch(DOUBLED);

    await page.setViewportSize({ width, height: 900 });
    await chooseEssentialCookies(page);
    await logIn(page, 'dirijor@example.com');
    await page.goto('/cont/corul-meu?members=pending');
    const name = `${firstName} Dobre`;
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('button', { name: members.myChoir.checkLabel(name) })
      .click();
    const modal = page.getByRole('dialog', { name: members.myChoir.memberTitle(name) });
    const approved = mailMark();
    await modal.getByRole('button', { name: members.myChoir.approve }).click();
    await expect(page.getByText(`${name} a fost aprobată în cor.`)).toBeVisible();
    const promote = modal.getByRole('button', { name: members.myChoir.makeConductor('F') });
    await expect(promote).toHaveText('Fă-o dirijoare');
    await expectNoAxeViolations(page, `the member modal at ${width} px`);
    if (width === 1280) await screenshots(page, 'member-approved');

    const mail = await mailFromOutbox(approved, email, 'De acum faci parte din cor');
    expect(mail).toContain('Cererea ta de înscriere în Corul de copii „Vocile Iașului” a fost');
    expect(mail).not.toMatch(DOUBLED);
  });
}
