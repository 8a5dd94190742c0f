/**
 * The back office's library uploads (issue #12): the request's body is the file itself (no
 * multipart), streamed to a staged file (services/staging.ts, under DATA_DIR) while a counter
 * watches its size, never held in memory (a video lesson may be hundreds of MB). The kind
 * (`?kind=`) sets the largest size and the extensions allowed; the name (`?name=`) gives the
 * extension; the first bytes must be what the extension says (magic numbers). A Content-Length
 * over the limit is refused before
 * reading; a body without one is stopped when it passes the limit. A client that goes away
 * mid-upload is no server error: it is logged as 'upload aborted'. Any refusal removes the staged
 * file. The file then moves into the library storage under a new key,
 * `uploads/<kind>-<random>.<ext>`.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import type { UploadedFile } from '../../lib/api/staff-library.ts';
import {
  extensionOfName,
  lib,
  UPLOAD_KIND_NAMES,
  UPLOAD_KINDS,
  type UploadKind,
} from '../../lib/staff/library.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, badRequest } from '../http.ts';

/** Bytes read before the type is checked. */
const HEAD_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.subarray(at, at + expected.length).equals(expected);
};

const isZip = (head: Buffer) => startsWith(head, 'PK\x03\x04');
const isMp4 = (head: Buffer) => startsWith(head, 'ftyp', 4);
const isJpeg = (head: Buffer) => startsWith(head, [0xff, 0xd8, 0xff]);

/** What the first bytes of a file of each extension are. */
const MAGIC: Record<string, (head: Buffer) => boolean> = {
  pdf: (head) => startsWith(head, '%PDF-'),
  // An ID3 tag, or straight an MPEG audio frame (11 bits of frame sync).
  mp3: (head) => startsWith(head, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  mp4: isMp4,
  webm: (head) => startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]),
  ogv: (head) => startsWith(head, 'OggS'),
  ogg: (head) => startsWith(head, 'OggS'),
  jpg: isJpeg,
  jpeg: isJpeg,
  png: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  webp: (head) => startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8),
  zip: isZip,
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
};

/** A refusal raised inside the stream: its answer, once the partial file is removed. */
class Refused extends Error {
  readonly answer: ApiError;
  constructor(answer: ApiError) {
    super('refused');
    this.answer = answer;
  }
}

const tooLarge = (kind: UploadKind) => new ApiError(413, { file: [lib.tooLarge(kind)] });
const wrongType = (kind: UploadKind) => badRequest({ file: [lib.wrongType(kind)] });

/** Reads `?kind=` and `?name=`; 400 when either is missing or the extension is not allowed. */
function readTarget(c: Context) {
  const kind = UPLOAD_KIND_NAMES.find((k) => k === c.req.query('kind'));
  if (!kind) throw badRequest({ kind: [lib.badKind] });
  const name = (c.req.query('name') ?? '').trim();
  if (!name || name.length > 200) throw badRequest({ name: [lib.badFileName] });
  const extension = extensionOfName(name);
  if (!(UPLOAD_KINDS[kind].extensions as readonly string[]).includes(extension))
    throw wrongType(kind);
  return { kind, name, extension };
}

/** Receives the body into the storage; answers the new key, the name and the size. */
export async function receiveUpload(
  c: Context,
  { library, staging, log }: Pick<AppDeps, 'library' | 'staging' | 'log'>,
): Promise<UploadedFile> {
  const { kind, name, extension } = readTarget(c);
  const { maxBytes } = UPLOAD_KINDS[kind];
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(kind);
  const body = c.req.raw.body;
  if (!body) throw badRequest({ file: [lib.emptyFile] });

  let size = 0;
  let head = Buffer.alloc(0);
  const checkHead = () => {
    if (!MAGIC[extension]?.(head)) throw new Refused(wrongType(kind));
  };
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new Refused(tooLarge(kind)));
      try {
        if (head.length < HEAD_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          if (head.length >= HEAD_BYTES) checkHead();
        }
      } catch (error) {
        return done(error as Error);
      }
      done(null, chunk);
    },
    flush(done) {
      try {
        if (size === 0) throw new Refused(badRequest({ file: [lib.emptyFile] }));
        if (head.length < HEAD_BYTES) checkHead();
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });

  // Which end failed first: the request's body (the client went away) or ours (the disk).
  const failed: { side?: 'client' | 'server' } = {};
  const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
  source.once('error', () => {
    failed.side ??= 'client';
  });
  const staged = await staging.newPath();
  const file = createWriteStream(staged);
  file.once('error', () => {
    failed.side ??= 'server';
  });
  try {
    await pipeline(source, watch, file);
    const key = `uploads/${kind}-${randomBytes(16).toString('hex')}.${extension}`;
    await library.move(key, staged);
    return { key, name, size };
  } catch (error) {
    await rm(staged, { force: true });
    if (error instanceof Refused) throw error.answer;
    if (failed.side === 'client') {
      // Nobody reads this answer; the log says what happened without the file's name.
      log.info('upload aborted', { kind, bytes: size });
      throw badRequest({ file: [lib.uploadAborted] });
    }
    throw error;
  }
}
