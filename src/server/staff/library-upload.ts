/**
 * The back office's library uploads (issue #12): the request's body is the file itself (no
 * multipart), streamed to a staged file (services/staging.ts, under DATA_DIR) while a counter
 * watches its size, never held in memory (a video lesson may be hundreds of MB). The kind
 * (`?kind=`) sets the largest size and the extensions allowed; the name (`?name=`) gives the
 * extension; the first bytes must be what the extension says, and once whole the file must read
 * as one (library-content.ts, issue #19). A Content-Length over the limit is refused before
 * reading; a body without one is stopped when it passes the limit. A client that goes away
 * mid-upload is no server error: it is logged as 'upload aborted'. Any refusal removes the staged
 * file. The file then moves into the library storage under a new key,
 * `uploads/<kind>-<random>.<ext>`.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import {
  extensionOfName,
  UPLOAD_KIND_NAMES,
  UPLOAD_KINDS,
  type UploadedFile,
  type UploadKind,
} from '../../lib/api/staff-library.ts';
import { lib } from '../../lib/messages-staff-library.ts';
import type { AppDeps } from '../deps.ts';
import { ApiError, badRequest } from '../http.ts';
import { checkContent, HEAD_BYTES, MAGIC } from './library-content.ts';

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
  let staged = await staging.newPath();
  const file = createWriteStream(staged);
  file.once('error', () => {
    failed.side ??= 'server';
  });
  try {
    await pipeline(source, watch, file);
    const checked = await checkContent(extension, staged, staging);
    if (!checked) throw new Refused(badRequest({ file: [lib.invalidContent(extension)] }));
    staged = checked;
    const key = `uploads/${kind}-${randomBytes(16).toString('hex')}.${extension}`;
    const kept = (await stat(staged)).size;
    await library.move(key, staged);
    return { key, name, size: kept };
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
