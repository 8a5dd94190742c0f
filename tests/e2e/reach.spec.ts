/**
 * Nothing unreachable (issue #23): a crawl of the built site from `/` following same-origin links,
 * then of the members area signed in as the demo singer, the demo conductor, the staff member and
 * the demo parent (in the browser, at 390 px: the islands draw its links), finds every page of `dist/` linked from
 * at least one page a person can reach. The pages left out are those only a mail, a form's answer
 * or a rewrite leads to, each with its reason below. Then the new ways in, clicked at 390 and at
 * 1280 px, axe sweeping the pages that gained them. `SCREENSHOTS=/dir` saves them.
 * Run after `npm run build`. The crawl at 1280 px reached no route the one at 390 px missed
 * (2026-11-26), so CI crawls at 390 px only; `npm run test:reach` crawls at both widths
 * (REACH_WIDTHS=390,1280).
 */
import { glob } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { account, library, members, publicNav } from '../../src/lib/messages.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/accounts.ts';
import { DEMO_PARENT } from '../../src/server/db/seed/families.ts';
import { chooseEssentialCookies, expectNoAxeViolations, screenshots } from './helpers.ts';

// Serial: the walks add to one record of what was reached, which the checks at each width read.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Pages no link needs to reach, and why a person gets there all the same. */
const UNLINKED: [RegExp, string][] = [
  [/^\/cont\/activate\/_\/$/, 'the shell of /cont/activate/{code}: the activation mail links it'],
  [/^\/cont\/reseteaza-parola\/_\/$/, 'the shell of the reset link the password mail carries'],
  [/^\/formular-gdpr\/retragere\/_\/$/, "the consent's withdrawal: the link in its signed mail"],
  [/^\/cont\/email-trimis\/$/, 'shown after the register and reset forms are sent, not linked'],
  [/^\/cont\/raspuns-eveniment\/$/, "an event's answer links: the announcement mail carries them"],
  [/^\/cont\/familie\/confirma\/$/, "a family link's confirmation: the request's mail links it"],
  [
    /^\/cont\/anuleaza-stergerea\/$/,
    "an account deletion's cancellation: the request's mail links it",
  ],
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

/** The same-origin paths `hrefs` point to, seen from `base`. */
function sameOrigin(hrefs: string[], base: string): string[] {
  const { origin } = new URL(base);
  return hrefs
    .map((href) => new URL(href, base))
    .filter((url) => url.origin === origin)
    .map((url) => asRoute(url.pathname));
}

/** The pages of the members area a visitor sees; the others send a visitor to /cont/login. */
const LOGGED_OUT = new Set(['/cont/login/', '/cont/nou/', '/cont/reseteaza-parola/']);

/**
 * A visitor's walk from `/` through the links of the built HTML (the public pages need no script
 * for their links), breadth first; returns every path linked from a page walked.
 */
async function crawlAsVisitor(request: APIRequestContext, routes: Set<string>) {
  const reached = new Set<string>(['/']);
  const queue = ['/'];
  const walked = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const answer = await request.get(path);
    expect(answer.ok(), path).toBe(true);
    const hrefs = [...(await answer.text()).matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map(
      ([, href]) => (href ?? '').replaceAll('&amp;', '&'),
    );
    for (const link of sameOrigin(hrefs, answer.url())) {
      reached.add(link);
      const seen = link.startsWith('/cont/') ? LOGGED_OUT.has(link) : routes.has(link);
      if (!seen || walked.has(link)) continue;
      walked.add(link);
      queue.push(link);
    }
  }
  return reached;
}

/**
 * A member's walk through the members area in the browser, from the dashboard, breadth first (its
 * links are drawn by islands once their data arrives); returns every path linked from a page
 * walked, and the pages redirects led to.
 */
async function crawlAsMember(page: Page, routes: Set<string>) {
  const reached = new Set<string>();
  const queue = ['/cont/dashboard/'];
  const walked = new Set(queue);
  while (queue.length > 0) {
    const path = queue.shift() as string;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    reached.add(asRoute(new URL(page.url()).pathname));
    // The account menu's links ('Copiii mei') are drawn when it opens: open it once, on the dashboard.
    if (walked.size === 1) await page.getByRole('button', { name: account.accountMenu }).click();
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const link of sameOrigin(hrefs, page.url())) {
      reached.add(link);
      if (!link.startsWith('/cont/') || !routes.has(link) || walked.has(link)) continue;
      walked.add(link);
      queue.push(link);
    }
  }
  return reached;
}

const MEMBERS = [DEMO_ACCOUNTS.singer, DEMO_ACCOUNTS.conductor, DEMO_ACCOUNTS.staff, DEMO_PARENT];
/** Each member's signed-in browser state, made once: the crawls test links, not the login form. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

test.beforeAll(async ({ browser }) => {
  for (const { email } of MEMBERS) {
    const context = await browser.newContext();
    const answer = await context.request.post('/api/token-auth/', {
      data: { username: email, password: DEMO_PASSWORD },
    });
    expect(answer.ok(), email).toBe(true);
    sessions.set(email, await context.storageState());
    await context.close();
  }
});

/** A page of its own, `width` px wide, signed in as `email` with the cookie choice made. */
async function memberPage(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: sessions.get(email),
  });
  const page = await context.newPage();
  await chooseEssentialCookies(page);
  return page;
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

/** The widths the members' walks run at: 390 px in CI, more with REACH_WIDTHS=390,1280. */
const CRAWL_WIDTHS = (process.env.REACH_WIDTHS ?? '390').split(',').map(Number);

/** What the walks reached, by width; the visitor's walk (built HTML) counts for each. */
const reachedAt = new Map<number, Set<string>>();

test("a visitor's walk through the built site", async ({ request }) => {
  const visitor = await crawlAsVisitor(request, new Set(await builtRoutes()));
  for (const width of CRAWL_WIDTHS) reachedAt.set(width, new Set(visitor));
});

for (const width of CRAWL_WIDTHS) {
  for (const { email } of MEMBERS) {
    test(`${email}'s walk through the members area at ${width} px`, async ({ browser }) => {
      const page = await memberPage(browser, email, width);
      const reached = reachedAt.get(width) as Set<string>;
      for (const path of await crawlAsMember(page, new Set(await builtRoutes()))) reached.add(path);
      await page.context().close();
    });
  }

  test(`at ${width} px every page is linked from one a visitor or a member reaches`, async () => {
    const reached = reachedAt.get(width) as Set<string>;
    const unreached = (await builtRoutes()).filter(
      (route) => !reached.has(route) && !UNLINKED.some(([pattern]) => pattern.test(route)),
    );
    expect(unreached, 'pages no reachable page links to').toEqual([]);
  });
}

test.describe('the new ways in', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px the footer, the activities and the preselections lead to the forms, the library to Resurse`, async ({
      browser,
    }) => {
      const page = await memberPage(browser, DEMO_ACCOUNTS.singer.email, width);
      await page.goto('/evenimente/activitati');
      const forms = page.getByRole('navigation', { name: publicNav.signups });
      for (const [name, path] of [
        [publicNav.signupConsent, '/formular-gdpr'],
        [publicNav.signupCampaign, '/campanie'],
        [publicNav.signupQuestionnaire, '/chestionar'],
      ] as const) {
        await expect(forms.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
      }
      const activityForms = page.getByRole('region', { name: publicNav.activityForms });
      await expect(activityForms.getByRole('link')).toHaveCount(3);
      await expectNoAxeViolations(page, `Activități la ${width} px`);
      await screenshots(page, 'activitati');

      await page.goto('/preselectii');
      for (const path of ['/auditii', '/ateliere', '/formular-gdpr']) {
        await expect(page.locator(`.link-list a[href="${path}"]`)).toBeVisible();
      }
      await expectNoAxeViolations(page, `Preselecții la ${width} px`);

      await forms.getByRole('link', { name: publicNav.signupQuestionnaire }).click();
      await expect(page).toHaveURL(/\/chestionar\/?$/);

      await page.goto('/cont/librarie');
      const resources = page.getByRole('link', { name: new RegExp(members.sections.resources) });
      await expect(resources).toContainText(library.home.resources);
      await expectNoAxeViolations(page, `Librărie la ${width} px`);
      await screenshots(page, 'librarie');
      await resources.click();
      await expect(
        page.getByRole('heading', { level: 1, name: members.sections.resources }),
      ).toBeVisible();
      await page.context().close();
    });
  }
});
