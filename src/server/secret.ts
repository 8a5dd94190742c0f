/** The signing secret: SECRET_KEY, or one generated on first start and kept in DATA_DIR. */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export async function loadSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = join(dataDir, 'secret-key');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => {});
    return (await readFile(file, 'utf8')).trim();
  }
}
