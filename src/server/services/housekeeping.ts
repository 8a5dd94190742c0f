/**
 * Removes what has expired and nobody will read again: rate-limit windows, the sent mails after
 * MAIL_KEEP_DAYS (they hold people's messages and names), and the files that dead processes left
 * half written (staging.ts). Every process sweeps once an hour; the deletes are idempotent, so
 * several processes do no harm. Sessions, one-time codes and parental consents are deleted by the
 * retention rules (src/server/retention/rules.ts), which the back office previews first.
 */
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { MAIL_KEEP_DAYS } from '../../lib/limits.ts';
import type { Db } from '../db/client.ts';
import { outbox, rateLimits } from '../db/schema.ts';
import { errorFields, type Log } from '../log.ts';
import { LONGEST_WINDOW_SECONDS } from './rate-limit.ts';
import type { Staging } from './staging.ts';

const SWEEP_INTERVAL_MS = 60 * 60_000;

/** Deletes the expired rows; returns how many of each kind. */
export async function sweep(db: Db) {
  const deleted = async (query: Promise<unknown[]>) => (await query).length;
  return {
    rateLimits: await deleted(
      db
        .delete(rateLimits)
        .where(
          lt(
            rateLimits.windowStart,
            sql`now() - ${sql.raw(`interval '${LONGEST_WINDOW_SECONDS} seconds'`)}`,
          ),
        )
        .returning({ key: rateLimits.key }),
    ),
    mails: await deleted(
      db
        .delete(outbox)
        .where(
          and(
            isNotNull(outbox.sentAt),
            lt(outbox.sentAt, sql`now() - ${sql.raw(`interval '${MAIL_KEEP_DAYS} days'`)}`),
          ),
        )
        .returning({ id: outbox.id }),
    ),
  };
}

/** Sweeps now and every hour; the timer does not keep the process alive. */
export function startHousekeeping(db: Db, log: Log, staging: Staging): () => void {
  const run = () =>
    Promise.all([sweep(db), staging.sweep()])
      .then(([counts, stagedFiles]) => log.info('housekeeping', { ...counts, stagedFiles }))
      .catch((error) => log.error('housekeeping failed', errorFields(error)));
  void run();
  const timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
