/** Shared by the browser tests of the public sign-up forms (issue #11). */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';

/** A phone's window: the forms are filled mostly on phones. */
export const PHONE = { width: 390, height: 844 } as const;

/** Waits until the island of the form has hydrated (client:visible or client:idle). */
export async function waitForForm(page: Page) {
  await page.locator('form').first().scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Waits until the ALTCHA widget has solved its challenge (it starts once the form has focus). */
export async function expectBotCheckSolved(page: Page) {
  await expect(
    page
      .locator('altcha-widget [data-state="verified"], altcha-widget[data-state="verified"]')
      .first(),
  ).toBeAttached({ timeout: 30_000 });
}

/** A quoted-printable UTF-8 body as text (the .eml files of the outbox). */
function decode(raw: string): string {
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

/** The text of the newest mail to `to` that holds `needle`, from the server's outbox; waits for it. */
export async function mailFromOutbox(to: string, needle: string): Promise<string> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = (await readdir(outbox).catch(() => [])).sort().reverse();
    for (const file of files) {
      const mail = decode(await readFile(join(outbox, file), 'utf8'));
      if (mail.includes(`To: ${to}`) && mail.includes(needle)) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} holding ${needle}`);
}
