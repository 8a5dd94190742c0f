/** Shared by the browser tests: signing in, filling dates and selects, reading mails from the server's outbox folder, the axe sweep, screenshots. */
import { randomInt, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { CONSENT_AGREEMENTS } from '../../src/lib/consent-agreements.ts';
import { isUnderConsentAge, todayInBucharest } from '../../src/lib/dates.ts';
import { CONSENT_COOKIE } from '../../src/lib/limits.ts';
import { login } from '../../src/lib/messages.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/demo.ts';
import { solveChallengeJson } from '../helpers/captcha.ts';
import { mailMark, rawMailFromOutbox } from '../helpers/outbox-files.ts';

export { mailMark };

/** Where the test server writes its mails (no SMTP_URL). */
export const outbox = join(E2E_DATA_DIR, 'outbox');

/** A quoted-printable UTF-8 body as text (the .eml files of the outbox). */
function decodeQuotedPrintable(raw: string): string {
  const soft = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/.exec(soft.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(soft[i]));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** The text of the newest mail to `to` created after the mark that holds `needle`; waits for it. */
export async function mailFromOutbox(after: number, to: string, needle: string): Promise<string> {
  const matches = (raw: string) => decodeQuotedPrintable(raw).includes(needle);
  return decodeQuotedPrintable(await rawMailFromOutbox(outbox, { after, to, matches }));
}

/** The path of the first link to `path` in the newest mail to `to` created after the mark. */
export async function linkFromOutbox(
  after: number,
  to: string,
  path: string,
  withQuery = false,
): Promise<string> {
  const linkIn = (raw: string) =>
    new RegExp(`https?://[^\\s]*${path}[^\\s]+`).exec(decodeQuotedPrintable(raw))?.[0];
  const raw = await rawMailFromOutbox(outbox, {
    after,
    to,
    matches: (text) => linkIn(text) !== undefined,
  });
  const url = new URL(linkIn(raw) ?? '');
  return withQuery ? `${url.pathname}${url.search}` : url.pathname;
}

/**
 * Every axe rule, the experimental ones too: label-content-name-mismatch (WCAG 2.5.3, a control
 * named apart from its visible text) is one of them, and the default set skips it.
 */
const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

/**
 * Fails the test with the list of axe violations on the page as it is now, once its finite CSS
 * transitions have ended: a colour read halfway through one (a button fading from disabled to
 * enabled) is a contrast no user stops on.
 */
export async function expectNoAxeViolations(page: Page, what: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${what}`).toEqual([]);
}

/** Waits until the page's `client:load` islands have hydrated, so typed text reaches React. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
}

/** The cookie choice made before: the banner would cover the bottom of the page (screenshots, taps). */
export async function chooseEssentialCookies(page: Page) {
  await page.context().addCookies([
    {
      name: CONSENT_COOKIE,
      value: encodeURIComponent(JSON.stringify(['essential'])),
      // Cookies are kept per host, whatever the port of the test server.
      url: 'http://localhost',
    },
  ]);
}

/** Signs in through the login form (a demo account by default) and waits for the dashboard. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/cont/login');
  await waitForHydration(page);
  await page.getByLabel(login.email).fill(email);
  await page.getByLabel(login.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: login.submit }).click();
  // Staff land on the back office's home (issue #23), everyone else on the dashboard.
  await expect(page).toHaveURL(/\/cont\/(dashboard|administrare)\/?$/);
}

const STAFF_EMAIL = DEMO_ACCOUNTS.staff.email;

/**
 * Signed in as `email` (the cookie choice made first), then on `path`, or where the login form
 * leads (the back office's home for staff, the dashboard for the others). The session comes from
 * the API's login in the page's own context (its cookie, as the form's answer sets it): the tests
 * that use this read what follows; the form itself is tested through logIn (session.spec.ts and
 * the other specs that call it).
 */
export async function signedIn(page: Page, email: string, path?: string) {
  await chooseEssentialCookies(page);
  const login = () =>
    page.request.post('/api/token-auth/', { data: { username: email, password: DEMO_PASSWORD } });
  // A kept-alive connection that the server closes as it idles out (its keepAliveTimeout, 5 s)
  // resets a request sent on it at that moment, unread: sent again once, as a browser does (CI run
  // of 2026-11-27, a second login 15 s after the first).
  const answer = await login().catch((error: Error) => {
    if (/ECONNRESET|socket hang up/.test(error.message)) return login();
    throw error;
  });
  expect(answer.status(), `login of ${email}`).toBe(200);
  await page.goto(path ?? (email === STAFF_EMAIL ? '/cont/administrare/' : '/cont/dashboard/'));
}

/** The demo staff member signed in (signedIn), then on `path` when one is given. */
export const staffOpens = (page: Page, path?: string) => signedIn(page, STAFF_EMAIL, path);

/** Types `date` into the react-aria date field `label` of `form` (ro-RO: day, month, year). */
export async function typeDate(
  form: Locator,
  label: string | RegExp,
  date: { day: number; month: number; year: number },
) {
  const group = form.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  const pad = (n: number) => String(n).padStart(2, '0');
  await form.page().keyboard.type(`${pad(date.day)}${pad(date.month)}${date.year}`);
}

/** Picks `option` in the select `label` of `form` (its button, then the option in the list). */
export async function choose(form: Locator, label: string, option: string) {
  await form.getByRole('button', { name: new RegExp(label) }).click();
  await form.page().getByRole('option', { name: option, exact: true }).click();
}

/** Signs on the consent's signature pad `pad` with one stroke of the mouse, as a finger would. */
export async function drawSignature(pad: Locator) {
  const page = pad.page();
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.7);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.5, 0.75],
    [0.85, 0.4],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 8 });
  }
  await page.mouse.up();
}

/** With SCREENSHOTS=<folder>: the whole page at 390 and 1280 px, to look at. */
export async function screenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The password of the accounts newMember makes. */
export const NEW_MEMBER_PASSWORD = 'parola-buna';

export interface NewMember {
  /** The e-mail's first part; a time stamp makes it unique. */
  prefix: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  sex: 'F' | 'M';
  judet: string;
  localitate: string;
  /** Under 16: whether a parent signs the consent through the mailed link (default true). */
  parentConsents?: boolean;
}

/**
 * The parent named by a child (`headers`: the child's session) signs the consent through the
 * mailed link, by the API: the consent is then linked to the child (issue #25).
 */
export async function parentConsents(
  request: APIRequestContext,
  headers: Record<string, string>,
  parentEmail: string,
) {
  const mark = mailMark();
  const named = await request.post('/api/account/parent-consent/', {
    headers,
    data: { parent_email: parentEmail },
  });
  expect(named.ok()).toBe(true);
  const link = await linkFromOutbox(mark, parentEmail, '/formular-gdpr', true);
  const token = new URLSearchParams(link.split('?')[1] ?? '').get('cerere');
  const challenge = (await (await request.get('/api/captcha/challenge/')).json()) as Challenge;
  const signed = await request.post('/api/sign-ups/consent/', {
    headers: { 'x-forwarded-for': `10.24.${randomInt(256)}.${randomInt(256)}` },
    data: {
      name: 'Elena Părinte',
      phone: '0722123456',
      email: parentEmail,
      childName: 'Copil',
      choirName: 'Cor',
      date: todayInBucharest(),
      ...Object.fromEntries(CONSENT_AGREEMENTS.map(({ field }) => [field, true])),
      signature: 'Elena Părinte',
      request: token,
      submission_id: randomUUID(),
      altcha: await solveChallengeJson(challenge),
    },
  });
  expect(signed.status()).toBe(201);
}

/**
 * A new account, activated (the outbox's link), finalized and agreed to GDPR, made through the API
 * in `request`'s context (the account journey has its own test); the browser then logs in.
 */
export async function newMember(request: APIRequestContext, person: NewMember) {
  const email = `${person.prefix}.${Date.now()}@example.com`;
  const mark = mailMark();
  const challenge = (await (await request.get('/api/captcha/challenge/')).json()) as Challenge;
  const registered = await request.post('/api/auth/register/', {
    // Each account from its own address: the suite makes more than the limit of one address.
    headers: { 'x-forwarded-for': `10.23.${randomInt(256)}.${randomInt(256)}` },
    data: {
      email,
      first_name: person.firstName,
      last_name: person.lastName,
      password: NEW_MEMBER_PASSWORD,
      repeat_password: NEW_MEMBER_PASSWORD,
      agreed: true,
      altcha: await solveChallengeJson(challenge),
    },
  });
  expect(registered.status()).toBe(201);
  const code = (await linkFromOutbox(mark, email, '/cont/activate/'))
    .split('/')
    .filter(Boolean)
    .pop();
  expect((await request.post(`/api/auth/${code}/activate/`)).ok()).toBe(true);
  const { token } = await (
    await request.post('/api/token-auth/', {
      data: { username: email, password: NEW_MEMBER_PASSWORD },
    })
  ).json();
  const headers = { Authorization: `Token ${token}` };
  const { birthDate, sex, judet, localitate } = person;
  const finalize = { birth_date: birthDate, sex, judet, localitate };
  expect((await request.post('/api/account/finalize', { headers, data: finalize })).ok()).toBe(
    true,
  );
  expect(
    (await request.post('/api/account/agree_gdpr/', { headers, data: { consent: true } })).ok(),
  ).toBe(true);
  // A child under 16 takes part once a parent consents (issue #25): the parent signs through the link.
  if (isUnderConsentAge(birthDate) && person.parentConsents !== false)
    await parentConsents(request, headers, `parinte.${email}`);
  return { email, headers };
}

/**
 * A new member (newMember) who joins the demo conductor's choir and whom the conductor approves,
 * through the API (the joining journey has its own tests).
 */
export async function approvedInDemoChoir(request: APIRequestContext, person: NewMember) {
  const login = await request.post('/api/token-auth/', {
    data: { username: DEMO_ACCOUNTS.conductor.email, password: DEMO_PASSWORD },
  });
  const conductor = { Authorization: `Token ${(await login.json()).token}` };
  const details = (who: Record<string, string>) =>
    request.get('/api/account/details/', { headers: who }).then((res) => res.json());
  const [choirId] = (await details(conductor)).conductor_in as number[];
  const { headers } = await newMember(request, person);
  const joined = await request.post('/api/account/join_choir/', {
    headers,
    data: { choir: choirId },
  });
  expect(joined.ok()).toBe(true);
  const approved = await request.post(`/api/choir/${choirId}/approve-member/`, {
    headers: conductor,
    data: { user_id: (await details(headers)).id },
  });
  expect(approved.ok()).toBe(true);
}
