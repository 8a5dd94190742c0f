/**
 * The push outbox's sender (messages queued by deliver.ts), one per process, on the mail sender's
 * pattern (services/mail.ts): woken by PUSH_CHANNEL when a transaction with push messages commits,
 * a loop every few seconds for a lost notification, and each message claimed under a lease with
 * FOR UPDATE SKIP LOCKED, so several processes never send one twice. web-push encrypts the message
 * for the browser (aes128gcm) and signs the VAPID header; the request itself goes out with fetch.
 * A message accepted is deleted; a subscription the push service no longer knows (404, 410) is
 * deleted with its messages; a passing failure (network, 429, 5xx) is tried again after
 * PUSH_RETRY_SECONDS, then dropped; any other answer drops the message. Nothing personal is logged:
 * ids, statuses and the push service's host only.
 */
import { eq, inArray, lte, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { PUSH_RETRY_SECONDS, PUSH_TTL_SECONDS } from '../../lib/limits.ts';
import type { Db, Listen } from '../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../db/schema.ts';
import type { Log } from '../log.ts';
import { errorText } from '../services/mail-transport.ts';
import { PUSH_CHANNEL } from './deliver.ts';
import type { Vapid } from './vapid.ts';

export interface PushSender {
  /** Sends every due message once; returns how many the push services accepted. */
  deliverDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const LOOP_INTERVAL_MS = 5_000;
/** Outlasts the request's timeout: a claimed message is hidden from other senders this long. */
const CLAIM_LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_PER_RUN = 500;
const GONE = new Set([404, 410]);
const PASSING = (status: number) => status === 429 || status >= 500;

interface Claim {
  row: typeof pushOutbox.$inferSelect;
  subscription: typeof pushSubscriptions.$inferSelect;
}

export function createPushSender(options: {
  db: Db;
  vapid: Vapid;
  log: Log;
  listen?: Listen;
}): PushSender {
  const { db, vapid, log } = options;

  async function claimNext() {
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(lte(pushOutbox.nextAttemptAt, sql`now()`))
      .orderBy(pushOutbox.nextAttemptAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(pushOutbox)
      .set({ nextAttemptAt: sql`now() + ${`${CLAIM_LEASE_MS} milliseconds`}::interval` })
      .where(inArray(pushOutbox.id, due))
      .returning();
    if (!row) return undefined;
    // Null when the subscription was removed since (its messages went with it).
    const [subscription] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, row.subscriptionId));
    return { row, subscription: subscription ?? null };
  }

  /** The push service's answer status, or null when it could not be reached. */
  async function post(claim: Claim) {
    const { subscription, row } = claim;
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      JSON.stringify(row.message),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: webpush.supportedContentEncodings.AES_128_GCM,
      },
    );
    try {
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      return answer.status;
    } catch (err) {
      // The error's name only: its message may hold the endpoint, an address of the member's.
      log.warn('push delivery failed', {
        id: row.id,
        error: err instanceof Error ? err.name : 'error',
      });
      return null;
    }
  }

  /** Sends one claimed message and records the outcome; true when accepted. */
  async function deliver(claim: Claim) {
    const { row, subscription } = claim;
    const status = await post(claim);
    const host = new URL(subscription.endpoint).host;
    if (status !== null && status >= 200 && status < 300) {
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(pushSubscriptions.id, subscription.id));
      return true;
    }
    if (status !== null && GONE.has(status)) {
      // Its messages go with it (on delete cascade).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      log.info('push subscription gone', { subscription: subscription.id, status, host });
      return false;
    }
    const pause = PUSH_RETRY_SECONDS[row.attempts];
    if ((status === null || PASSING(status)) && pause !== undefined) {
      await db
        .update(pushOutbox)
        .set({
          attempts: row.attempts + 1,
          nextAttemptAt: sql`now() + ${`${pause} seconds`}::interval`,
        })
        .where(eq(pushOutbox.id, row.id));
    } else {
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
      log.warn('push message dropped', { id: row.id, status, host, attempts: row.attempts + 1 });
    }
    return false;
  }

  async function deliverDue(halt = () => false): Promise<number> {
    let sent = 0;
    for (let i = 0; i < MAX_PER_RUN && !halt(); i++) {
      const claim = await claimNext();
      if (!claim) break;
      if (claim.subscription && (await deliver({ ...claim, subscription: claim.subscription })))
        sent++;
    }
    return sent;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  function kick(): void {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = (async () => {
      try {
        do {
          again = false;
          await deliverDue(() => stopped);
        } while (again && !stopped);
      } catch (err) {
        log.error('push delivery run failed', { error: errorText(err) });
      } finally {
        inFlight = null;
      }
    })();
  }

  let listening = false;
  return {
    deliverDue: () => deliverDue(),
    start() {
      stopped = false;
      if (!listening && options.listen) {
        listening = true;
        options
          .listen(PUSH_CHANNEL, kick)
          .then(kick)
          .catch((err) => log.error('push notifications unavailable', { error: errorText(err) }));
      }
      if (timer) return;
      timer = setInterval(kick, LOOP_INTERVAL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
