/**
 * What `npm start` (and `npm run dev`) prints once the product is up: where it answers, where its
 * mails go and, with demo data, the accounts to sign in with. It is the last thing printed at
 * start, framed so it stands out from the JSON log lines above it; the accounts come last, where
 * the eye lands. Never the SMTP URL's password: only its host.
 */
import { isAbsolute, relative } from 'node:path';
import { styleText } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts.ts';
import { DEMO_PARENT } from './db/seed/families.ts';

export interface StartBannerOptions {
  /** The address the site and the API answer at (none under the dev server, which prints its own). */
  url?: string;
  /** SMTP_URL when set: mails go there; otherwise they are written as .eml files in `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** Demo data on: the demo accounts are listed. */
  demo: boolean;
}

const RULE = '─'.repeat(64);

/** A folder as a person finds it: from the current folder when it is inside it. */
function shown(folder: string): string {
  const inside = relative(process.cwd(), folder);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : folder;
}

/** The banner's lines, without colour (the tests read them). */
export function startBannerLines({ url, smtpUrl, outboxDir, demo }: StartBannerOptions): string[] {
  const lines: string[] = [];
  if (url) lines.push(`Site și API: ${url}`);
  lines.push(
    smtpUrl
      ? `E-mailurile pleacă prin SMTP: ${new URL(smtpUrl).host}`
      : `E-mailurile sunt scrise ca fișiere .eml în ${shown(outboxDir)}`,
  );
  if (demo) {
    lines.push('', `Conturi demo (parola pentru toate: ${DEMO_PASSWORD}):`);
    for (const account of [...Object.values(DEMO_ACCOUNTS), DEMO_PARENT]) {
      lines.push(`  ${account.email.padEnd(22)} ${account.role}`);
    }
  }
  return lines;
}

/** The banner as printed: framed by two rules, its first line bold where the terminal allows. */
export function startBanner(options: StartBannerOptions): string {
  const [first = '', ...rest] = startBannerLines(options);
  return ['', RULE, styleText('bold', first), ...rest, RULE, ''].join('\n');
}
