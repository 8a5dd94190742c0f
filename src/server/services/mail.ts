/**
 * The mail outbox and its retrying sender. A request only stores its mail in the `outbox`
 * table, so it never waits on SMTP nor fails because of it; a worker loop delivers due mails
 * over SMTP (SMTP_URL) or, on a laptop without one, writes them as .eml files and logs their
 * links. Failed mails are retried with growing pauses (MAIL_RETRY_SECONDS), forever.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { MAIL_RETRY_SECONDS } from '../../lib/limits.ts';
import { mail as mailTexts } from '../../lib/messages.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Log } from '../log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Stores the mail in the outbox table (never throws because SMTP is down) and nudges the sender. */
  enqueue(message: MailMessage): Promise<void>;
  /** Sends every due mail once; returns how many were sent. Used by the worker loop and by tests. */
  deliverDue(): Promise<number>;
  /** Starts the background loop (every few seconds). */
  start(): void;
  /** Stops the loop and waits for an in-flight delivery to finish; later mails are only stored. */
  stop(): Promise<void>;
}

type OutboxRow = typeof outbox.$inferSelect;

const LOOP_INTERVAL_MS = 5_000;
/**
 * A claimed mail is hidden from other senders this long. It outlasts the SMTP timeouts below,
 * so a mail is sent twice only if a process dies between sending and recording it.
 */
const CLAIM_LEASE_MS = 5 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/** One run stops after this many mails, so a big backlog cannot hold stop() for long. */
const MAX_PER_RUN = 200;
const MAX_ERROR_LENGTH = 1000;
const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
  now?: () => Date;
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

  /** Takes one due mail for this process: rows locked by another sender are skipped. */
  async function claimNext(): Promise<OutboxRow | undefined> {
    const at = now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, at)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(outbox)
      .set({ nextAttemptAt: new Date(at.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(outbox.id, due))
      .returning();
    return row;
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
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

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < MAX_PER_RUN; i++) {
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
    inFlight = (async () => {
      try {
        do {
          again = false;
          await deliverDue();
        } while (again && !stopped);
      } catch (err) {
        log.error('mail delivery run failed', { error: errorText(err) });
      } finally {
        inFlight = null;
      }
    })();
  }

  return {
    async enqueue(message) {
      await db.insert(outbox).values({
        to: message.to,
        subject: message.subject,
        text: `${message.text}\n\n— ${mailTexts.signature}`,
        nextAttemptAt: now(),
      });
      kick();
    },
    deliverDue,
    start() {
      stopped = false;
      if (timer) return;
      timer = setInterval(kick, LOOP_INTERVAL_MS);
      // The loop alone must not keep a process (or a test run) alive.
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

type Sender = (row: OutboxRow) => Promise<void>;

function smtpSender(smtpUrl: string, from: string): Sender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return async (row) => {
    // Resolves only once the server accepted the message (all recipients refused → rejects).
    await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text });
  };
}

/** Without SMTP: a real RFC 822 message per mail, and its links in the log to click. */
function emlSender(outboxDir: string, from: string, log: Log): Sender {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return async (row) => {
    const info = await transport.sendMail({
      from,
      to: row.to,
      subject: row.subject,
      text: row.text,
    });
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const file = path.resolve(outboxDir, `${stamp}-${row.id}.eml`);
    await writeFile(file, info.message as Buffer);
    log.info('mail written to file', {
      file,
      to: row.to,
      subject: row.subject,
      links: row.text.match(LINK_PATTERN) ?? [],
    });
  };
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, MAX_ERROR_LENGTH);
}
