/**
 * POST /ops/backup: the running server writes a backup archive (backup.ts) into the answer, so
 * `npm run backup` takes a consistent copy of a PGlite database that this process alone may open.
 * Only from the loopback address (the socket's, never X-Forwarded-For) and only with the backup
 * token, derived from the server's secret: whoever can read the secret (DATA_DIR/secret-key or
 * SECRET_KEY) can read all of DATA_DIR already. Outside /api, so a reverse proxy that forwards only
 * /api and the site never exposes it; the proxy must not forward /ops/.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import { http as m } from '../../lib/messages.ts';
import { errorFields, type Log } from '../log.ts';
import { type BackupSource, writeBackup } from './backup.ts';

export const BACKUP_PATH = '/ops/backup';

export const backupToken = (secret: string) =>
  createHmac('sha256', secret).update('cor-backup').digest('base64url');

type Fetch = (request: Request, env?: unknown) => Response | Promise<Response>;

function fromLoopback(c: Context) {
  try {
    const address = getConnInfo(c).remote.address ?? '';
    return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  } catch {
    return false;
  }
}

/** `fetch` with POST /ops/backup answered before it: the rest goes to the app untouched. */
export function withBackupEndpoint(
  fetch: Fetch,
  source: BackupSource & { secret: string },
  log: Log,
): Fetch {
  const expected = Buffer.from(`Bearer ${backupToken(source.secret)}`);
  const ops = new Hono();
  ops.post(BACKUP_PATH, (c) => {
    if (!fromLoopback(c)) return c.json({ detail: m.forbidden }, 403);
    const given = Buffer.from(c.req.header('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return c.json({ detail: m.unauthorized }, 401);
    const body = new PassThrough();
    writeBackup(source, body).then(
      (manifest) => log.info('backup written', { members: Object.keys(manifest.members).length }),
      (error) => {
        log.error('backup failed', errorFields(error));
        body.destroy(error as Error);
      },
    );
    return c.body(Readable.toWeb(body) as ReadableStream, 200, {
      'content-type': 'application/gzip',
      'cache-control': 'no-store',
    });
  });
  return (request, env) =>
    new URL(request.url).pathname === BACKUP_PATH ? ops.fetch(request, env) : fetch(request, env);
}
