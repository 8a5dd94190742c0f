/**
 * Nothing unreachable (issue #23): a crawl of the built site from `/` following same-origin links,
 * then of the members area signed in as the demo singer, the demo conductor and the staff member,
 * finds every page of `dist/` linked from at least one page a person can reach, at 390 and at
 * 1280 px. The pages left out are those only a mail, a form's answer or a rewrite leads to, each
 * with its reason below. axe sweeps the pages that gained the links.
 * Run after `npm run build`.
 */
import { glob } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { library, members, publicNav } from '../../src/lib/messages.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/accounts.ts';
import { expectNoAxeViolations, signedIn } from './helpers.ts';

// Serial: each test crawls some seventy pages in a few signed-in browsers.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Pages no link needs to reach, and why a person gets there all the same. */
const UNLINKED: [RegExp, string][] = [
  [/^\/cont\/activate\/_\/$/, 'the shell of /cont/activate/{code}: the activation mail links it'],
  [/^\/cont\/reseteaza-parola\/_\/$/, 'the shell of the reset link the password mail carries'],
  [/^\/formular-gdpr\/retragere\/_\/$/, "the consent's withdrawal: the link in its signed mail"],
  [/^\/cont\/email-trimis\/$/, 'shown after the register and reset forms are sent, not linked'],
  [
    /^\/evenimente\/stiri\/lista\//,
    'what the server answers for /evenimente/stiri?category=…&page=…: reached by those links',
  ],
  [
    /^\/evenimente\/stiri\/(?!lista\/)[^/]+\/$/,
    "a news item's details: dynamic, linked from the news list as the content changes",
  ],
];

/** Every page of the build, as its path with a trailing slash (404.html is no route). */
async function builtRoutes(): Promise<string[]> {
  const routes: string[] = [];
  for await (const file of glob('**/index.html', { cwd: 'dist' })) {
    routes.push(`/${file.replace(/index\.html$/, '')}`.replace(/\\/g, '/'));
  }
  return routes.sort();
}

/** A path as the routes are written: with one trailing slash. */
const asRoute = (path: string) => `${path.replace(/\/+$/, '')}/`;

/** The same-origin paths the page links to, wherever they sit (a closed menu counts). */
async function linksOf(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((links) =>
    links.map((a) => (a as HTMLAnchorElement).href),
  );
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => asRoute(url.pathname));
}

/**
 * Walks from `start` through the links to pages of `routes` under `within`, breadth first;
 * returns every page reached (a redirect's target too: /cont/dashboard leads a visitor to login).
 */
async function crawl(page: Page, start: string, routes: Set<string>, within = '/') {
  const reached = new Set<string>();
  const queue = [asRoute(start)];
  const visited = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    await page.goto(path);
    // Islands render their links after their data arrives (client:only in the members area).
    await page.waitForLoadState('networkidle');
    reached.add(asRoute(new URL(page.url()).pathname));
    for (const link of await linksOf(page)) {
      reached.add(link);
      if (!routes.has(link) || visited.has(link) || !link.startsWith(within)) continue;
      visited.add(link);
      queue.push(link);
    }
  }
  return reached;
}

/** A crawl of the members area in a browser of its own, signed in as `email`. */
async function crawlAs(browser: Browser, width: number, email: string, routes: Set<string>) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signedIn(page, email);
  const reached = await crawl(page, '/cont/dashboard', routes, '/cont/');
  await context.close();
  return reached;
}

test('every route of the build is listed once among the links or the reasoned exclusions', async () => {
  const routes = await builtRoutes();
  expect(routes).toContain('/');
  expect(routes).toContain('/cont/resurse/');
  for (const [pattern, reason] of UNLINKED) {
    expect(
      routes.some((route) => pattern.test(route)),
      `the exclusion for ${reason}`,
    ).toBe(true);
  }
});

for (const width of [390, 1280]) {
  test(`at ${width} px every page is linked from one a visitor or a member reaches`, async ({
    browser,
    page,
  }) => {
    const all = await builtRoutes();
    const routes = new Set(all);
    await page.setViewportSize({ width, height: 900 });
    const reached = await crawl(page, '/', routes);
    for (const account of [DEMO_ACCOUNTS.singer, DEMO_ACCOUNTS.conductor, DEMO_ACCOUNTS.staff]) {
      for (const path of await crawlAs(browser, width, account.email, routes)) reached.add(path);
    }
    const unreached = all.filter(
      (route) => !reached.has(route) && !UNLINKED.some(([pattern]) => pattern.test(route)),
    );
    expect(unreached, 'pages no reachable page links to').toEqual([]);
  });
}

test.describe('the new ways in', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px the footer lists the public forms and the library leads to Resurse`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signedIn(page, DEMO_ACCOUNTS.singer.email, '/evenimente/activitati');
      const forms = page.getByRole('navigation', { name: publicNav.signups });
      for (const [name, path] of [
        [publicNav.signupConsent, '/formular-gdpr'],
        [publicNav.signupCampaign, '/campanie'],
        [publicNav.signupQuestionnaire, '/chestionar'],
      ] as const) {
        await expect(forms.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
      }
      await expect(
        page.getByRole('region', { name: publicNav.activityForms }).getByRole('link'),
      ).toHaveCount(3);
      await expectNoAxeViolations(page, `Activități la ${width} px`);

      await forms.getByRole('link', { name: publicNav.signupQuestionnaire }).click();
      await expect(page).toHaveURL(/\/chestionar\/?$/);

      await page.goto('/cont/librarie');
      const resources = page.getByRole('link', { name: new RegExp(members.sections.resources) });
      await expect(resources).toContainText(library.home.resources);
      await expectNoAxeViolations(page, `Librărie la ${width} px`);
      await resources.click();
      await expect(
        page.getByRole('heading', { level: 1, name: members.sections.resources }),
      ).toBeVisible();
    });
  }
});
