/**
 * The mails of a server without SMTP, written as .eml files into DATA_DIR/outbox (the browser
 * tests' server). A test takes a mark before the action and reads only the mails created after
 * it, so neither an earlier test's mail nor one delivered late can answer. Each file's Message-ID
 * carries the creation time of its outbox row (services/mail.ts `messageOf`); the server runs on
 * this machine, on the same clock.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mark: now. Mails created from here on answer; older ones never do. */
export const mailMark = (): number => Date.now();

export interface WantedMail {
  /** The mailMark() taken before the action. */
  after: number;
  /** The recipient, when the test knows it. */
  to?: string;
  /** What else the raw message must hold. */
  matches?: (raw: string) => boolean;
}

/** When the outbox row of a raw message was created (ms), or undefined when it says nothing. */
function createdAt(raw: string): number | undefined {
  const stamp = /^Message-ID: <outbox-\d+-(\d+)@/im.exec(raw)?.[1];
  return stamp === undefined ? undefined : Number(stamp);
}

/** The raw .eml of the newest mail in `dir` created after the mark that is wanted; waits for it. */
export async function rawMailFromOutbox(dir: string, wanted: WantedMail): Promise<string> {
  const { after, to, matches = () => true } = wanted;
  for (let i = 0; i < 100; i++) {
    // File names start with their writing time: newest first.
    const files = (await readdir(dir).catch(() => [])).sort().reverse();
    for (const file of files) {
      const raw = await readFile(join(dir, file), 'utf8');
      if ((createdAt(raw) ?? -1) < after) continue;
      if (to !== undefined && !raw.includes(`To: ${to}`)) continue;
      if (matches(raw)) return raw;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(
    `no such mail${to ? ` to ${to}` : ''} created after ${new Date(after).toISOString()}`,
  );
}
