/**
 * The server's VAPID keys (RFC 8292), which push services ask of every push message: given by
 * configuration (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither), or generated on first
 * start and kept in DATA_DIR/vapid-keys.json (mode 600), as the signing secret is (secret.ts).
 * Browsers subscribe with the public key: changing the keys silently ends every subscription, so
 * the file travels with the database: the backups carry it (ops/backup.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push services: 'mailto:…' or an https address. */
  subject: string;
}

export const VAPID_FILE = 'vapid-keys.json';

export async function loadVapid(
  configured: { publicKey?: string; privateKey?: string; subject: string },
  dataDir: string,
): Promise<Vapid> {
  const { publicKey, privateKey, subject } = configured;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = join(dataDir, VAPID_FILE);
  try {
    return { ...(JSON.parse(await readFile(file, 'utf8')) as Omit<Vapid, 'subject'>), subject };
  } catch {
    await mkdir(dataDir, { recursive: true });
    // 'wx': a second process starting at once keeps the first one's keys.
    await writeFile(file, JSON.stringify(webpush.generateVAPIDKeys()), {
      mode: 0o600,
      flag: 'wx',
    }).catch(() => {});
    return { ...(JSON.parse(await readFile(file, 'utf8')) as Omit<Vapid, 'subject'>), subject };
  }
}

/** The subject from the configuration, else the sender's address of the mails (MAIL_FROM). */
export function vapidSubject(configured: string | undefined, mailFrom: string): string {
  if (configured) return configured;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
