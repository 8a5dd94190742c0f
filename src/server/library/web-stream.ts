/**
 * A Node stream as the web stream Hono answers with. Not `Readable.toWeb()`: when the reader goes
 * away (a player seeking, a cancelled download) while the Node stream was just resumed, its
 * adapter still enqueues the next chunk into the closed stream and the throw is uncaught: it
 * stopped the server under load (bench:api). Here every chunk is pulled (`ReadableStream.from`
 * over the stream's async iterator), and a cancel ends the iteration, which destroys the stream.
 */
import type { Readable } from 'node:stream';
import { ReadableStream } from 'node:stream/web';

export function webStreamOf(source: Readable): globalThis.ReadableStream<Uint8Array> {
  return ReadableStream.from<Uint8Array>(source) as globalThis.ReadableStream<Uint8Array>;
}
