// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { listenForContact } from '../../src/client/public/contact-opener.ts';
import { unmountContact } from '../../src/islands/public/contact-root.tsx';
import { MIN_LENGTH_MEDIUM, MIN_LENGTH_MESSAGE } from '../../src/lib/limits.ts';
import { contact as m, validation } from '../../src/lib/messages.ts';
import { $toasts } from '../../src/stores/toasts.ts';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  $toasts.set([]);
});
afterEach(() => {
  cleanup();
  unmountContact();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function openDialog() {
  listenForContact();
  render(
    <button type="button" data-open-contact>
      <span>Contact</span>
    </button>,
  );
  // A click on a child of the opener counts too (event delegation with closest()).
  await userEvent.click(screen.getByText('Contact'));
  // The dialog loads on the first click (a lazy chunk), which takes a moment on a cold start.
  return screen.findByRole('dialog', { name: m.title }, { timeout: 5_000 });
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText(m.name), 'Maria Popescu');
  await userEvent.type(screen.getByLabelText(m.email), 'maria@example.com');
  await userEvent.type(
    screen.getByLabelText(m.message),
    'Aș vrea să aflu cum poate intra corul școlii noastre în program.',
  );
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('contact opener and dialog', () => {
  test('opens from any element with data-open-contact', async () => {
    expect(await openDialog()).toBeTruthy();
  });

  test('shows the spec messages and sends nothing when the form is empty', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findAllByText(validation.required)).toHaveLength(3);
    expect(screen.getByText(validation.agreementRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('shows the minimum lengths and the e-mail format once fields are touched', async () => {
    await openDialog();
    await userEvent.type(screen.getByLabelText(m.name), 'Ana');
    await userEvent.type(screen.getByLabelText(m.email), 'ana@');
    await userEvent.type(screen.getByLabelText(m.message), 'Prea scurt');
    await userEvent.tab();
    expect(screen.getByText(validation.minLength(MIN_LENGTH_MEDIUM))).toBeTruthy();
    expect(screen.getByText(validation.email)).toBeTruthy();
    expect(screen.getByText(validation.minLength(MIN_LENGTH_MESSAGE))).toBeTruthy();
  });

  test('posts the message, shows the success toast, clears the form and closes', async () => {
    let sent: { path: string; body: unknown } | undefined;
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      sent = { path: new URL(request.url).pathname, body: await request.clone().json() };
      return json(201, { id: 1 });
    });
    await openDialog();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    await waitFor(() => expect($toasts.get().map((t) => t.text)).toEqual([m.success]));
    expect(sent).toEqual({
      path: '/api/messaging/contact/',
      body: {
        name: 'Maria Popescu',
        email: 'maria@example.com',
        message: 'Aș vrea să aflu cum poate intra corul școlii noastre în program.',
        gdpr: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByText('Contact'));
    expect((screen.getByLabelText(m.name) as HTMLInputElement).value).toBe('');
  });

  test('shows the failure text when the server fails', async () => {
    fetchMock.mockResolvedValue(json(500, { detail: 'x' }));
    await openDialog();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect((await screen.findByRole('alert')).textContent).toContain(m.failed);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText(m.name) as HTMLInputElement).value).toBe('Maria Popescu');
  });

  test("shows the server's field errors of a 400 answer", async () => {
    fetchMock.mockResolvedValue(json(400, { email: [validation.email] }));
    await openDialog();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(validation.email)).toBeTruthy();
  });
});
