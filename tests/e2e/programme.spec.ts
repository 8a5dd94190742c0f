/**
 * A concert's programme (issue #27) in Chromium at 390 px, axe on each step: the demo conductor
 * adds a piece to the next concert's programme (the demo's 'Concert de iarnă') and moves it first;
 * the demo singer marks it 'Știu' (and finds the mark on the score in the library); the conductor's readiness view then counts the singer among
 * those who know it, and no longer among those who do not.
 */
import { parseDate } from '@internationalized/date';
import { expect, type Page, test } from '@playwright/test';
import { eventLink } from '../../src/islands/members/calendar/event-link.ts';
import type { CalendarEvent } from '../../src/lib/api/events.ts';
import { todayInBucharest } from '../../src/lib/dates.ts';
import { programme as m, SCORE_MARKS } from '../../src/lib/messages-programme.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo.ts';
import { DEMO_PART_SCORES } from '../../src/server/db/seed/library-data.ts';
import { expectNoAxeViolations, screenshots, signedIn } from './helpers.ts';

const CONCERT = 'Concert de iarnă';
/** The demo concert's programme: the demo scores in parts (seed/library.ts). */
const DEMO_PROGRAMME = DEMO_PART_SCORES.map((score) => score.name);
/** A piece's name as a pattern that finds it inside an item's text (names hold parentheses). */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const PIECE = 'Lugojana';
const singer = `${DEMO_ACCOUNTS.singer.firstName} ${DEMO_ACCOUNTS.singer.lastName}`;

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: 'serial' });

/** The id of the demo choir's next concert, read with the page's session. */
async function concertId(page: Page) {
  const choirs = await (await page.request.get('/api/account/choirs/')).json();
  const today = parseDate(todayInBucharest());
  const list: CalendarEvent[] = await (
    await page.request.get('/api/event/', {
      params: {
        choir_id: choirs[0].id,
        from: today.toString(),
        to: today.add({ days: 61 }).toString(),
      },
    })
  ).json();
  const concert = list.find((event) => event.title === CONCERT);
  if (!concert) throw new Error('the demo concert is not in the next two months');
  return concert.id;
}

/** The event's details, opened by its link. */
async function openConcert(page: Page) {
  await page.goto(eventLink(await concertId(page)));
  const details = page.getByRole('dialog', { name: CONCERT });
  await expect(details).toBeVisible();
  return details.getByRole('region', { name: m.heading });
}

test('the conductor adds a piece to the concert’s programme and moves it first', async ({
  page,
}) => {
  await signedIn(page, DEMO_ACCOUNTS.conductor.email);
  const programme = await openConcert(page);
  await expect(programme.getByRole('list', { name: m.heading }).getByRole('listitem')).toHaveText(
    DEMO_PROGRAMME.map(named),
  );

  await programme.getByRole('button', { name: m.edit }).click();
  const search = programme.getByRole('textbox', { name: m.search });
  await expect(search).toBeFocused();
  await search.fill('lugo');
  await programme.getByRole('button', { name: m.add(PIECE) }).click();
  await expect(search, 'back to the search once added').toBeFocused();
  const chosen = programme.getByRole('list', { name: m.chosen });
  await expect(chosen.getByRole('listitem')).toHaveCount(DEMO_PROGRAMME.length + 1);
  for (let i = 0; i < DEMO_PROGRAMME.length; i++) {
    await programme.getByRole('button', { name: m.up(PIECE) }).click();
  }
  await expect(chosen.getByRole('listitem').first()).toContainText(PIECE);
  // At the top its ↑ is disabled: the focus stays with the piece, on its ↓.
  await expect(programme.getByRole('button', { name: m.down(PIECE) })).toBeFocused();
  await expectNoAxeViolations(page, 'the programme editor at 390 px');
  await programme.getByRole('button', { name: m.save }).click();
  await expect(page.getByText(m.saved)).toBeVisible();
  // The focus is back on the button that opened the editor.
  await expect(programme.getByRole('button', { name: m.edit })).toBeFocused();
  await expect(programme.getByRole('list', { name: m.heading }).getByRole('listitem')).toHaveText(
    [PIECE, ...DEMO_PROGRAMME].map(named),
  );
  // Conductors mark nothing: they are not among the concert's singers.
  await expect(programme.getByRole('group', { name: m.markGroup(PIECE) })).toHaveCount(0);
});

test('the singer marks the new piece ‘Știu’', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.singer.email);
  const programme = await openConcert(page);
  await expect(programme.getByRole('button', { name: m.edit })).toHaveCount(0);
  await expect(programme.getByRole('region', { name: m.readiness })).toHaveCount(0);
  const marks = programme.getByRole('group', { name: m.markGroup(PIECE) });
  const known = marks.getByRole('button', { name: SCORE_MARKS.known });
  await expect(known).toHaveAttribute('aria-pressed', 'false');
  await known.click();
  await expect(known).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'the singer’s programme at 390 px');

  // Saved on the server: the next opening shows it, and so does the score in the library.
  const again = await openConcert(page);
  await expect(
    again
      .getByRole('group', { name: m.markGroup(PIECE) })
      .getByRole('button', { name: SCORE_MARKS.known }),
  ).toHaveAttribute('aria-pressed', 'true');
  await again.getByRole('link', { name: PIECE }).click();
  await expect(page).toHaveURL(/\/cont\/librarie\/partituri\?score=\d+$/);
  await expect(
    page
      .getByRole('group', { name: m.markGroup(PIECE) })
      .getByRole('button', { name: SCORE_MARKS.known }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, 'the opened score with its mark at 390 px');
});

test('the conductor’s readiness view shows the singer knows it', async ({ page }) => {
  await signedIn(page, DEMO_ACCOUNTS.conductor.email);
  const programme = await openConcert(page);
  const readiness = programme.getByRole('region', { name: m.readiness });
  const piece = readiness.getByRole('table', { name: PIECE });
  const alto = piece.getByRole('row', { name: /^Alto/ });
  await expect(alto.getByRole('cell').first()).toHaveText(m.knowCount(1, 1));
  await expect(alto.getByRole('cell').nth(1)).toHaveText(m.everyone);
  // A piece the singer has not marked lists them among those who do not know it yet.
  const other = readiness.getByRole('table', { name: DEMO_PROGRAMME[0] });
  await expect(other.getByRole('row', { name: /^Alto/ })).toContainText(singer);
  await expectNoAxeViolations(page, 'the readiness view at 390 px');
  await screenshots(page, 'programme-readiness');
});
