/**
 * A real SMTP server in the test process (127.0.0.1, random port, no TLS, no auth needed) that
 * collects what it receives, and can be told to refuse mails to simulate a failing server.
 * Also parses raw RFC 822 messages just enough for assertions (no mailparser needed).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  raw: string;
  attachments: ParsedAttachment[];
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, ready for createMailer's smtpUrl. */
  url: string;
  messages: ReceivedMail[];
  /** Refuses the next `count` messages with a temporary SMTP error (451). */
  failNext(count: number): void;
  /** Refuses every message while on. */
  setFailing(on: boolean): void;
  /** Resolves once at least `count` messages arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let failCount = 0;
  let failing = false;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing || failCount > 0) {
          if (failCount > 0) failCount--;
          const error = new Error('Serviciu indisponibil temporar') as Error & {
            responseCode: number;
          };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((address) => address.address);
        messages.push({ ...parseMessage(raw), to, raw });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext(count) {
      failCount = count;
    },
    setFailing(on) {
      failing = on;
    },
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} mails, got ${messages.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A part's body, decoded by its Content-Transfer-Encoding. */
function decodeBody(body: string, headers: Map<string, string>): Buffer {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body));
  if (encoding === 'base64') return Buffer.from(body, 'base64');
  return Buffer.from(body);
}

function splitHead(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Subject and body text of a message, decoded (encoded words, QP, base64); of a multipart one
 * (a mail with attachments), its text/plain part, and the attachments.
 */
export function parseMessage(raw: string): {
  subject: string;
  text: string;
  headers: Map<string, string>;
  attachments: ParsedAttachment[];
} {
  const { headers, body } = splitHead(raw);
  const subject = decodeWords(headers.get('subject') ?? '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary)
    return { subject, text: decodeBody(body, headers).toString('utf8'), headers, attachments: [] };
  let text = '';
  const attachments: ParsedAttachment[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = splitHead(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, ''));
    const partType = part.headers.get('content-type') ?? 'text/plain';
    const filename = /filename="?([^";]+)"?/i.exec(part.headers.get('content-disposition') ?? '');
    if (filename?.[1])
      attachments.push({
        filename: filename[1],
        contentType: partType,
        content: decodeBody(part.body, part.headers),
      });
    else if (!text && partType.toLowerCase().startsWith('text/plain'))
      text = decodeBody(part.body, part.headers).toString('utf8');
  }
  return { subject, text, headers, attachments };
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Activeaz=C4=83?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const input = Buffer.from(value.replace(/=\r?\n/g, ''), 'utf8');
  const bytes: number[] = [];
  for (let i = 0; i < input.length; i++) {
    const hex = input.subarray(i + 1, i + 3).toString('latin1');
    if (input[i] === 0x3d && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(input[i] ?? 0);
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
