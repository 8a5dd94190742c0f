/**
 * The contact opener and dialog against the real API: the dialog's requests go to the in-process
 * app (testApp: its database, rate limits and outbox), which answers them as it answers a browser.
 * Runs in Node with happy-dom's globals (helpers/dom-in-node.ts says why).
 */
await vi.hoisted(() => import('../helpers/dom-in-node.ts'));

import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { listenForContact } from '../../src/client/public/contact-opener.ts';
import { unmountContact } from '../../src/islands/public/contact-root.tsx';
import { MIN_LENGTH_MEDIUM, MIN_LENGTH_MESSAGE } from '../../src/lib/limits.ts';
import { contact as m, validation } from '../../src/lib/messages.ts';
import { contactMessages } from '../../src/server/db/schema.ts';
import { $toasts } from '../../src/stores/toasts.ts';
import { type TestApp, testApp } from '../helpers/app.ts';

const MESSAGE = 'Aș vrea să aflu cum poate intra corul școlii noastre în program.';

let t: TestApp;
/** Every request the dialog made, with the app's answer. */
let sent: { path: string; body: unknown; status: number }[] = [];

beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

beforeEach(() => {
  sent = [];
  $toasts.set([]);
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    const body = await input.text();
    const headers = new Headers(input.headers);
    headers.set('x-forwarded-for', '10.0.0.7');
    const res = await t.app.request(url.pathname + url.search, {
      method: input.method,
      headers,
      body: input.method === 'GET' ? undefined : body,
    });
    sent.push({ path: url.pathname, body: body && JSON.parse(body), status: res.status });
    return res;
  });
});
afterEach(() => {
  cleanup();
  unmountContact();
  vi.unstubAllGlobals();
});

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

async function fillValid(message = MESSAGE) {
  await userEvent.type(screen.getByLabelText(m.name), 'Maria Popescu');
  await userEvent.type(screen.getByLabelText(m.email), 'maria@example.com');
  await userEvent.click(screen.getByLabelText(m.message));
  // Pasted, as a visitor brings a long text (and whatever characters it holds).
  await userEvent.paste(message);
  await userEvent.click(screen.getByRole('checkbox'));
}

/** The database refuses every new contact message meanwhile: the app's own 500, not a canned one. */
async function whileTheDatabaseRefuses(run: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`create function refuse_contact() returns trigger language plpgsql
      as $$ begin raise exception 'the test refuses contact messages'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger refuse_contact before insert on contact_messages
      for each row execute function refuse_contact()`),
  );
  try {
    await run();
  } finally {
    await t.db.execute(sql.raw('drop trigger refuse_contact on contact_messages'));
    await t.db.execute(sql.raw('drop function refuse_contact()'));
  }
}

describe('contact opener and dialog', () => {
  test('opens from any element with data-open-contact', async () => {
    expect(await openDialog()).toBeTruthy();
  });

  test('names what each empty field needs and sends nothing when the form is empty', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(m.nameMissing)).toBeTruthy();
    expect(screen.getByText(validation.emailMissing)).toBeTruthy();
    expect(screen.getByText(m.messageMissing)).toBeTruthy();
    expect(screen.queryByText(validation.required)).toBeNull();
    expect(screen.getByText(validation.agreementRequired)).toBeTruthy();
    expect(sent).toEqual([]);
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
    await openDialog();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    await waitFor(() => expect($toasts.get().map((t) => t.text)).toEqual([m.success]));
    expect(sent).toEqual([
      {
        path: '/api/messaging/contact/',
        body: { name: 'Maria Popescu', email: 'maria@example.com', message: MESSAGE, gdpr: true },
        status: 201,
      },
    ]);
    const [saved] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'maria@example.com'));
    expect(saved).toMatchObject({ name: 'Maria Popescu', message: MESSAGE });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByText('Contact'));
    expect((screen.getByLabelText(m.name) as HTMLInputElement).value).toBe('');
  });

  test('shows the failure text when the server fails', async () => {
    await openDialog();
    await fillValid();
    await whileTheDatabaseRefuses(async () => {
      await userEvent.click(screen.getByRole('button', { name: m.submit }));
      expect((await screen.findByRole('alert')).textContent).toContain(m.failed);
    });
    expect(sent.map((request) => request.status)).toEqual([500]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByLabelText(m.name) as HTMLInputElement).value).toBe('Maria Popescu');
  });

  test("shows the server's field errors of a 400 answer", async () => {
    await openDialog();
    // A vertical tab (a line break pasted from a word processor): the form's schema lets it
    // through, the server refuses control characters in any field.
    await fillValid(`Rândul unu al mesajului\u000bși rândul doi, din documentul școlii.`);
    await userEvent.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(validation.controlCharacters)).toBeTruthy();
    expect(sent.map((request) => request.status)).toEqual([400]);
  });
});
