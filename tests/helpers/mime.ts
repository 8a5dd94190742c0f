/**
 * The parts of a multipart mail (a consent's: its text, then its PDF), read just enough for
 * assertions, as parseMessage of smtp.ts reads a single-part one.
 */
import { parseMessage } from './smtp.ts';

export interface MailPart {
  contentType: string;
  /** The file name of an attachment ('' for the text). */
  filename: string;
  /** The decoded bytes. */
  bytes: Buffer;
  /** The decoded text (for a text part). */
  text: string;
}

/** Every leaf part of the message, depth first. */
export function mailParts(raw: string): MailPart[] {
  const { headers } = parseMessage(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/^\r?\n\r?\n/, '');
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
    const bytes = encoding === 'base64' ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
    const filename = /filename="?([^";]+)"?/i.exec(headers.get('content-disposition') ?? '')?.[1];
    return [
      {
        contentType: type.split(';')[0]?.trim().toLowerCase() ?? '',
        filename: filename ?? '',
        bytes,
        text: parseMessage(raw).text,
      },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => mailParts(part.replace(/^\r?\n/, '')));
}

/** The bytes of the message's attachment of `contentType`; fails when there is none. */
export function attachmentOf(raw: string, contentType: string): MailPart {
  const part = mailParts(raw).find((p) => p.contentType === contentType);
  if (!part) throw new Error(`no ${contentType} attachment`);
  return part;
}
