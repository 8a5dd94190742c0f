/**
 * Voice parts (issue #27) in Chromium, at 1280 and 390 px, axe on each page: the demo conductor
 * sets the demo singer's part in Corul meu and groups the members by part; the demo singer
 * (Alto in the demo data) reads their part on the dashboard and in Corul meu, and hears their
 * part's track first in a score's playlist.
 */
import { expect, type Page, test } from '@playwright/test';
import { account, library, members, player } from '../../src/lib/messages.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';
import { approvedInDemoChoir, expectNoAxeViolations, signedIn } from './helpers.ts';

const t = members.myChoir;
const singer = `${DEMO_ACCOUNTS.singer.firstName} ${DEMO_ACCOUNTS.singer.lastName}`;
const SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Chooses the singer's part in the members table and waits until it is saved. */
async function setPart(page: Page, part: string) {
  const picker = page.getByRole('combobox', { name: t.voicePartOf(singer) });
  await picker.selectOption({ label: part });
  await expect(page.getByText(t.voicePartSaved(singer, part))).toBeVisible();
  await expect(picker).toBeEnabled();
  await expect(picker.locator('option:checked')).toHaveText(part);
}

/**
 * A member with a long address, as a real choir has (the address column is the table's widest):
 * joins the demo choir, approved.
 */
test.beforeAll(async ({ request }) => {
  await approvedInDemoChoir(request, {
    prefix: 'alexandra-teodora.popescu-ionescu',
    firstName: 'Alexandra-Teodora',
    lastName: 'Popescu-Ionescu',
    birthDate: '2003-05-14',
    sex: 'F',
    judet: 'CJ',
    localitate: 'Cluj-Napoca',
  });
});

for (const size of SIZES) {
  test(`the conductor sets a member's part and groups the members by part (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signedIn(page, DEMO_ACCOUNTS.conductor.email, '/cont/corul-meu');
    const table = page.getByRole('table', { name: new RegExp(t.tableTitle) });
    await expect(table.getByRole('columnheader', { name: t.voicePart })).toBeAttached();
    // A long address scrolls the table inside its tab: the conductor's eight columns never widen the page.
    const pageFits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(pageFits).toBe(true);
    await setPart(page, 'Sopran');

    await page.getByRole('checkbox', { name: t.groupByPart }).check();
    const sopranos = table.getByRole('columnheader', { name: /^Sopran \(\d+\)$/ });
    await expect(sopranos).toBeVisible();
    // The singer's row comes under the sopranos' heading, before any other part's.
    const headings = await table.locator('tr.members-group').allTextContents();
    expect(headings[0]).toMatch(/^Sopran \(\d+\)$/);
    await expectNoAxeViolations(page, `Corul meu grouped by part at ${size.width} px`);

    // Back to the demo's part, so the singer's tests read it.
    await page.getByRole('checkbox', { name: t.groupByPart }).uncheck();
    await setPart(page, 'Alto');
  });

  test(`the singer reads their part and hears it first in a score (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signedIn(page, DEMO_ACCOUNTS.singer.email);
    await expect(
      page.getByRole('heading', { name: account.greeting(DEMO_ACCOUNTS.singer.firstName) }),
    ).toBeVisible();
    const boxes = page.getByRole('region', { name: members.boxes.summary });
    await expect(boxes.getByText(t.yourPart)).toBeVisible();
    await expect(boxes.getByText('Alto', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `singer dashboard with a part at ${size.width} px`);

    await page.goto('/cont/corul-meu');
    const summary = page.getByRole('region', { name: t.summary });
    await expect(summary.getByText(t.yourPart)).toBeVisible();
    await expect(summary.getByText('Alto', { exact: true })).toBeVisible();
    // A singer does not see the others' parts.
    await expect(page.getByRole('combobox', { name: t.voicePartOf(singer) })).toHaveCount(0);

    // 'Steaua sus răsare': Sopran, Alto, Tenor, Bas and the whole choir in the library's order.
    await page.goto('/cont/librarie/partituri?search=steaua');
    const tracks = page.getByRole('list', { name: `${library.tracks}: Steaua sus răsare` });
    await expect(tracks.getByRole('listitem')).toHaveText([
      'Alto',
      'Sopran',
      'Tenor',
      'Bas',
      'Tot corul',
    ]);
    await page.getByRole('button', { name: library.listenTo('Steaua sus răsare') }).click();
    // 'Ascultă' starts the playlist at its first track: the singer's own part.
    await expect(page.getByRole('region', { name: player.region })).toContainText('Alto');
    await expectNoAxeViolations(page, `a score's playlist at ${size.width} px`);
  });
}
