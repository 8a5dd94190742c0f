/**
 * The outbox's retrying sender (the mails are queued by outbox.ts). Each process's sender wakes on
 * the OUTBOX_CHANNEL notification when a transaction with mails commits; a loop every few seconds
 * covers a lost notification.
 *
 * The sender takes the due mail with the highest priority first: a transactional mail
 * (activation, reset, approval) passes any backlog of bulk mails (a choir's notifications).
 * Failed mails are retried with growing pauses (MAIL_RETRY_SECONDS), forever. Each row has its own
 * Message-ID, the same on every attempt: a mail sent again after a crash (sent, then killed before
 * it was recorded) is the same message, which mail servers and clients recognise.
 * Without SMTP_URL the mails are written as .eml files and their links logged (mail-transport.ts).
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { MAIL_RETRY_SECONDS } from '../../lib/limits.ts';
import type { Db, Listen } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Log } from '../log.ts';
import { emlSender, errorText, smtpSender } from './mail-transport.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';

/** The tests read a queued mail as the senders render it (tests/helpers/app.ts). */
export { renderMail } from './mail-transport.ts';

export interface Mailer {
  /** Sends every due mail once; returns how many were sent. Used by the worker loop and by tests. */
  deliverDue(): Promise<number>;
  /** Starts the background loop, woken at once by the outbox notifications. */
  start(): void;
  /**
   * Stops the loop and waits for an in-flight delivery to finish, at most `timeoutMs`; the mails
   * it had claimed and not recorded are then given back to the other senders at once, instead of
   * after the lease. Later mails are only stored.
   */
  stop(timeoutMs?: number): Promise<void>;
  /** Started, not stopped, and its last run ended lately or the current one began lately. */
  alive(): boolean;
}

type OutboxRow = typeof outbox.$inferSelect;

/** How often each process looks for due mails without a notification. */
export const LOOP_INTERVAL_MS = 5_000;
/**
 * A claimed mail is hidden from other senders this long. It outlasts the SMTP timeouts
 * (a minute in all), so a mail is sent twice only if a process dies between sending and
 * recording it; and a mail claimed by a process that died is sent by another after it
 * (bench:crash waits this long after its last kill before it calls a mail never sent).
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** One run stops after this many mails, so a big backlog cannot hold stop() for long. */
const MAX_PER_RUN = 200;

export function createMailer(options: {
  db: Db;
  /** The database's notifications; without it the loop alone finds new mails. */
  listen?: Listen;
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
  now?: () => Date;
  /** Told of each failed delivery (the metrics' counter). */
  onFailure?: () => void;
}): Mailer {
  const { db, from, log } = options;
  const now = options.now ?? (() => new Date());
  const send = options.smtpUrl
    ? smtpSender(options.smtpUrl, from)
    : emlSender(options.outboxDir, from, log);

  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  /** The rows this process claimed and has not recorded yet. */
  const claimed = new Set<number>();
  let started = false;
  /** When the current run began, or the last one ended: the readiness check's heartbeat. */
  let lastBeat = 0;

  /** Takes one due mail for this process: rows locked by another sender are skipped. */
  async function claimNext(): Promise<OutboxRow | undefined> {
    const at = now();
    // The database keeps microseconds and this clock milliseconds: a mail queued within the
    // current millisecond is due too (else a bulk mail queued earlier went first).
    const dueBy = new Date(at.getTime() + 1);
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, dueBy)))
      .orderBy(asc(outbox.priority), asc(outbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(outbox.id, due))
      .returning();
    if (row) claimed.add(row.id);
    return row;
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      return await attempt(row);
    } finally {
      claimed.delete(row.id);
      lastBeat = Date.now();
    }
  }

  async function attempt(row: OutboxRow): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      await send(row);
    } catch (err) {
      const pause = MAIL_RETRY_SECONDS[Math.min(attempts - 1, MAIL_RETRY_SECONDS.length - 1)] ?? 0;
      const lastError = errorText(err);
      await db
        .update(outbox)
        .set({ attempts, lastError, nextAttemptAt: new Date(now().getTime() + pause * 1000) })
        .where(eq(outbox.id, row.id));
      options.onFailure?.();
      log.warn('mail delivery failed', {
        id: row.id,
        attempts,
        retryInSeconds: pause,
        error: lastError,
      });
      return false;
    }
    await db
      .update(outbox)
      .set({ attempts, sentAt: now(), lastError: null })
      .where(eq(outbox.id, row.id));
    return true;
  }

  /** `halt`: the background loop stops claiming once stop() is called; a direct call does not. */
  async function deliverDue(halt = () => false): Promise<number> {
    let sent = 0;
    for (let i = 0; i < MAX_PER_RUN && !halt(); i++) {
      const row = await claimNext();
      if (!row) break;
      if (await deliver(row)) sent++;
    }
    return sent;
  }

  /** Runs deliverDue in the background, once at a time; a nudge during a run asks for another. */
  function kick(): void {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    lastBeat = Date.now();
    inFlight = (async () => {
      try {
        do {
          again = false;
          await deliverDue(() => stopped);
        } while (again && !stopped);
      } catch (err) {
        log.error('mail delivery run failed', { error: errorText(err) });
      } finally {
        inFlight = null;
        lastBeat = Date.now();
      }
    })();
  }

  let listening = false;
  return {
    deliverDue: () => deliverDue(),
    start() {
      stopped = false;
      started = true;
      if (!listening && options.listen) {
        listening = true;
        // Once heard, one look for what was queued while the subscription was being made.
        options
          .listen(OUTBOX_CHANNEL, kick)
          .then(kick)
          .catch((err) => log.error('mail notifications unavailable', { error: errorText(err) }));
      }
      if (timer) return;
      timer = setInterval(kick, LOOP_INTERVAL_MS);
      // The loop alone must not keep a process (or a test run) alive.
      timer.unref();
      kick();
    },
    async stop(timeoutMs = Number.POSITIVE_INFINITY) {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      let wait: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        inFlight,
        new Promise((resolve) => {
          if (Number.isFinite(timeoutMs)) wait = setTimeout(resolve, timeoutMs);
        }),
      ]);
      clearTimeout(wait);
      if (claimed.size === 0) return;
      // A send still waiting on SMTP: another sender may take the mail now. If this one still
      // gets through, the mail goes out twice with one Message-ID, which mail clients recognise.
      await db
        .update(outbox)
        .set({ nextAttemptAt: now() })
        .where(and(inArray(outbox.id, [...claimed]), isNull(outbox.sentAt)));
      log.info('mail claims released', { mails: claimed.size });
    },
    alive() {
      if (!started || stopped) return false;
      const limit = inFlight ? CLAIM_LEASE_MS : LOOP_INTERVAL_MS * 3;
      return Date.now() - lastBeat < limit;
    },
  };
}
