/**
 * The choir modals against the real API: fetch is routed to the in-process Hono app (PGlite with
 * the demo data: 39 choirs, so 5 pages of 9). Each test picks whose session the requests carry.
 * Runs in Node with happy-dom's globals (helpers/dom-in-node.ts says why).
 */
await vi.hoisted(() => import('../helpers/dom-in-node.ts'));

import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import ChoirDialogs from '../../src/islands/members/ChoirDialogs.tsx';
import { CHOIR_TABLE_PAGE_SIZE } from '../../src/lib/limits.ts';
import { common, choirs as m, validation } from '../../src/lib/messages.ts';
import { $choirDialog } from '../../src/stores/choirs.ts';
import { $choirs, loadChoirs } from '../../src/stores/session.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import { type TestApp, testApp } from '../helpers/app.ts';
import { addMembership, createChoir, createMember } from '../helpers/members.ts';

let t: TestApp;
let token = '';
let people = 0;
/** Every request the islands made: method, path with query, JSON body. */
let sent: { method: string; url: string; body: unknown }[] = [];
/** A canned answer instead of the API's, for failures the real API will not produce. */
let override: ((method: string, path: string) => Response | null) | null = null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  t = await testApp();
  // ChoirDialogs loads each modal's code when it first opens (issue #21): loaded here once, so a
  // test's wait measures the modal, not the transform of its modules on a busy machine.
  await Promise.all([
    import('../../src/islands/members/ChoirSelectionModal.tsx'),
    import('../../src/islands/members/AddChoirModal.tsx'),
  ]);
});
afterAll(() => t.close());

beforeEach(() => {
  sent = [];
  override = null;
  $toasts.set([]);
  vi.stubGlobal('fetch', async (input: Request) => {
    if (input.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const url = new URL(input.url);
    const text = input.method === 'GET' ? undefined : await input.text();
    sent.push({
      method: input.method,
      url: url.pathname + url.search,
      body: text && JSON.parse(text),
    });
    const canned = override?.(input.method, url.pathname);
    if (canned) return canned;
    const headers = new Headers(input.headers);
    headers.set('authorization', `Token ${token}`);
    headers.set('x-forwarded-for', '10.0.0.9');
    return t.app.request(url.pathname + url.search, { method: input.method, headers, body: text });
  });
});
afterEach(() => {
  act(() => $choirDialog.set(null));
  cleanup();
  vi.unstubAllGlobals();
});

/** A new person (optionally waiting in `waitingIn` choirs), whose session the requests carry. */
async function signIn(waitingIn: number[] = [], confirmedIn: number[] = []) {
  people += 1;
  const person = await createMember(t, `persoana${people}@example.com`);
  for (const id of waitingIn) await addMembership(t, person.id, id);
  for (const id of confirmedIn) await addMembership(t, person.id, id, { confirmed: true });
  token = person.token;
  await loadChoirs();
  return person;
}

/** How many choirs the API knows now (the tests add some). */
async function choirCount() {
  const res = await t.app.request('/api/choir/', { headers: { authorization: `Token ${token}` } });
  return ((await res.json()) as { count: number }).count;
}

async function openSelection() {
  render(<ChoirDialogs />);
  act(() => $choirDialog.set('select'));
  await screen.findByText(/^Pagina 1 din/);
  return screen.getByRole('dialog', { name: m.selectTitle });
}

const choirGets = () => sent.filter((r) => r.method === 'GET' && r.url.startsWith('/api/choir/'));
const rowOf = (name: RegExp) => screen.getByRole('row', { name });
const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('ChoirSelectionModal', () => {
  test('shows 9 choirs a page and asks the server for page 2', async () => {
    await signIn();
    const count = await choirCount();
    const pages = Math.ceil(count / CHOIR_TABLE_PAGE_SIZE);
    await openSelection();
    expect(screen.getByText(common.pageOf(1, pages))).toBeTruthy();
    expect(screen.getByText(m.found(count))).toBeTruthy();
    expect(dataRows()).toHaveLength(CHOIR_TABLE_PAGE_SIZE);
    const first = dataRows()[0]?.textContent;
    await userEvent.click(screen.getByRole('button', { name: common.nextPage }));
    await screen.findByText(common.pageOf(2, pages));
    expect(choirGets().at(-1)?.url).toBe('/api/choir/?page=2');
    await waitFor(() => expect(dataRows()[0]?.textContent).not.toBe(first));
  });

  test('filters on the server after a pause in typing, from page 1 again', async () => {
    await signIn();
    await openSelection();
    await userEvent.click(screen.getByRole('button', { name: common.nextPage }));
    await screen.findByText(/^Pagina 2 din/);
    sent = [];
    await userEvent.type(screen.getByRole('searchbox', { name: m.filterCity }), 'iasi');
    await screen.findByText(m.found(2));
    // One request for the whole word, not one per key.
    expect(choirGets().map((r) => r.url)).toEqual(['/api/choir/?page=1&city=iasi']);
    expect(dataRows().every((row) => row.textContent?.includes('Iași'))).toBe(true);
    expect(screen.queryByRole('navigation', { name: m.pagination })).toBeNull();
  });

  test('filters by county and clears the county with its own button', async () => {
    await signIn();
    const count = await choirCount();
    await openSelection();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(m.filterCounty) }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cluj' }));
    await screen.findByText(m.found(3));
    expect(choirGets().at(-1)?.url).toBe('/api/choir/?page=1&county=CJ');
    await userEvent.click(screen.getByRole('button', { name: m.clearCounty }));
    await screen.findByText(m.found(count));
    expect(choirGets().at(-1)?.url).toBe('/api/choir/?page=1');
  });

  test('past the join limit, shows the warning and sends nothing', async () => {
    const ids = await Promise.all(
      ['Corul A', 'Corul B', 'Corul C'].map((name) => createChoir(t, { name })),
    );
    await signIn(ids);
    await openSelection();
    sent = [];
    const row = dataRows().find((r) => within(r).queryByRole('button', { name: m.join }));
    if (!row) throw new Error('no row to join');
    await userEvent.click(within(row).getByRole('button', { name: m.join }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.joinLimit);
    expect(sent).toEqual([]);
  });

  test("shows the server's join-limit answer the same way", async () => {
    const ids = await Promise.all(
      ['Corul D', 'Corul E', 'Corul F'].map((name) => createChoir(t, { name })),
    );
    await signIn(ids);
    act(() => $choirs.set([])); // the client does not know yet: the server decides
    await openSelection();
    const row = dataRows().find((r) => within(r).queryByRole('button', { name: m.join }));
    if (!row) throw new Error('no row to join');
    await userEvent.click(within(row).getByRole('button', { name: m.join }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.joinLimit);
    expect(sent.some((r) => r.url === '/api/account/join_choir')).toBe(true);
    expect(
      within(row).getByRole('button', { name: m.join }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  test('joining turns the row into a waiting membership', async () => {
    await signIn();
    await openSelection();
    const row = rowOf(/Allegro/);
    await userEvent.click(within(row).getByRole('button', { name: m.join }));
    await within(row).findByRole('button', { name: m.leave });
    expect(within(row).getByText(m.pending)).toBeTruthy();
    expect(sent.find((r) => r.url === '/api/account/join_choir')?.body).toMatchObject({
      choir: expect.any(Number),
    });
    expect($choirs.get().some((c) => c.name.includes('Allegro'))).toBe(true);
  });

  test('leaving a choir that approved the user asks first', async () => {
    await signIn([], [t.choirId]);
    await openSelection();
    await userEvent.type(screen.getByRole('searchbox', { name: m.filterName }), 'vocile');
    await screen.findByText(m.found(1));
    const row = rowOf(/Vocile/);
    expect(within(row).getByText(m.member)).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: m.leave }));
    expect(within(row).getByText(m.leaveConfirm)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe(m.leaveConfirmNo);
    await userEvent.click(within(row).getByRole('button', { name: m.leaveConfirmNo }));
    expect(sent.some((r) => r.url === '/api/account/remove_choir')).toBe(false);
    await userEvent.click(within(row).getByRole('button', { name: m.leave }));
    await userEvent.click(within(row).getByRole('button', { name: m.leaveConfirmYes }));
    await within(row).findByRole('button', { name: m.join });
    expect(sent.some((r) => r.url === '/api/account/remove_choir')).toBe(true);
    expect($choirs.get()).toEqual([]);
  });

  test("'Cor Nou' opens the add-choir modal", async () => {
    await signIn();
    await openSelection();
    await userEvent.click(screen.getByRole('button', { name: m.newChoir }));
    expect($choirDialog.get()).toBe('add');
    expect(await screen.findByRole('dialog', { name: m.addTitle })).toBeTruthy();
  });
});

const STEP1 = {
  name: 'Corul de copii „Speranța”',
  entity: 'Școala Gimnazială nr. 5 Vaslui',
  city: 'Vaslui',
  address: 'Str. Ștefan cel Mare nr. 10',
  choir_members: '24',
};
const STEP2 = { contact: 'Prof. Maria Ionescu', phone: '0722123456', email: 'maria@example.com' };

async function openAdd() {
  render(<ChoirDialogs />);
  act(() => $choirDialog.set('add'));
  return screen.findByRole('dialog', { name: m.addTitle });
}

const input = (label: string) => screen.getByRole('textbox', { name: label });

async function fillStep1() {
  await userEvent.type(input(m.name), STEP1.name);
  await userEvent.type(input(m.entity), STEP1.entity);
  await userEvent.type(input(m.city), STEP1.city);
  await userEvent.type(input(m.address), STEP1.address);
  await userEvent.type(input(m.choirMembers), STEP1.choir_members);
  await userEvent.click(screen.getByRole('button', { name: new RegExp(m.county) }));
  await userEvent.click(await screen.findByRole('option', { name: 'Vaslui' }));
}

async function toStep2() {
  await fillStep1();
  await userEvent.click(screen.getByRole('button', { name: m.next }));
  await screen.findByText(m.step(2));
  await userEvent.type(input(m.contact), STEP2.contact);
  await userEvent.type(input(m.phone), STEP2.phone);
  await userEvent.type(input(m.email), STEP2.email);
}

describe('AddChoirModal', () => {
  test('step 1 refuses invalid data and stays', async () => {
    await signIn();
    await openAdd();
    expect(screen.getByText(m.step(1))).toBeTruthy();
    await userEvent.type(input(m.name), 'Cor');
    await userEvent.click(screen.getByRole('button', { name: m.next }));
    expect(screen.getByText(m.step(1))).toBeTruthy();
    expect(screen.queryByText(m.step(2))).toBeNull();
    expect(screen.getByText(validation.minLength(5))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(m.name)));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  test("'Înapoi' keeps both steps' values", async () => {
    await signIn();
    await openAdd();
    await toStep2();
    await userEvent.click(screen.getByRole('button', { name: m.back }));
    await screen.findByText(m.step(1));
    await waitFor(() => expect(document.activeElement).toBe(input(m.name)));
    expect((input(m.name) as HTMLInputElement).value).toBe(STEP1.name);
    expect((input(m.choirMembers) as HTMLInputElement).value).toBe('24');
    await userEvent.click(screen.getByRole('button', { name: m.next }));
    await screen.findByText(m.step(2));
    expect((input(m.contact) as HTMLInputElement).value).toBe(STEP2.contact);
  });

  test('saves both steps in one body, then toasts and closes', async () => {
    await signIn();
    await openAdd();
    await toStep2();
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect($choirDialog.get()).toBeNull();
    expect(sent.find((r) => r.method === 'POST' && r.url === '/api/choir/')?.body).toEqual({
      ...STEP1,
      choir_members: 24,
      protocol_number: '',
      county: 'VS',
      ...STEP2,
    });
    expect($toasts.get().map((toast) => toast.text)).toEqual([m.created]);
    expect($choirs.get().map((c) => c.name)).toEqual([STEP1.name]);
  });

  test('a server error on a step-1 field goes back to step 1 and shows it', async () => {
    await signIn();
    override = (method, path) =>
      method === 'POST' && path === '/api/choir/'
        ? json(400, { name: ['Nume deja folosit'] })
        : null;
    await openAdd();
    await toStep2();
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await screen.findByText('Nume deja folosit');
    expect(screen.getByText(m.step(1))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input(m.name)));
  });

  test('any other failure shows the spec text and keeps the modal open', async () => {
    await signIn();
    override = (method, path) =>
      method === 'POST' && path === '/api/choir/' ? json(500, { detail: 'x' }) : null;
    await openAdd();
    await toStep2();
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.createFailed);
    expect(screen.getByText(m.step(2))).toBeTruthy();
    expect($choirDialog.get()).toBe('add');
  });
});
