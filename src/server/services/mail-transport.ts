/**
 * How an outbox row leaves: its message (the same Message-ID on every attempt), sent over SMTP or,
 * without SMTP_URL, written as an .eml file with its links logged.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { outbox } from '../db/schema.ts';
import type { Log } from '../log.ts';

type OutboxRow = typeof outbox.$inferSelect;
type Sender = (row: OutboxRow) => Promise<void>;

const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
const MAX_ERROR_LENGTH = 1000;
const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * The message of an outbox row, as every sender sends it. Its Message-ID is made of the row's id
 * and creation time, so every attempt at one row sends the same message.
 */
export function messageOf(row: OutboxRow, from: string): Mail.Options {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`,
    date: row.createdAt,
    attachments: (row.attachments ?? []).map((file) => ({ ...file, encoding: 'base64' })),
  };
}

/** The RFC 822 text of an outbox row, exactly as the senders produce it. */
export async function renderMail(row: OutboxRow, from: string): Promise<string> {
  const info = await rendering.sendMail(messageOf(row, from));
  return (info.message as Buffer).toString('utf8');
}

const rendering = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: 'windows',
});

export function smtpSender(smtpUrl: string, from: string): Sender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return async (row) => {
    // Resolves only once the server accepted the message (all recipients refused → rejects).
    await transport.sendMail(messageOf(row, from));
  };
}

/** Without SMTP: a real RFC 822 message per mail, and its links in the log to click. */
export function emlSender(outboxDir: string, from: string, log: Log): Sender {
  return async (row) => {
    const message = await renderMail(row, from);
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[-:.]/g, '');
    const file = path.resolve(outboxDir, `${stamp}-${row.id}.eml`);
    await writeFile(file, message);
    log.info('mail written to file', {
      file,
      to: row.to,
      subject: row.subject,
      links: row.text.match(LINK_PATTERN) ?? [],
    });
  };
}

/** An error as stored in the row and logged, cut to a bounded length. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, MAX_ERROR_LENGTH);
}
