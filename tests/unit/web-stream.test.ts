import { PassThrough } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { webStreamOf } from '../../src/server/library/web-stream.ts';

describe('webStreamOf', () => {
  test('hands over every chunk in order', async () => {
    const source = new PassThrough();
    const chunks: number[] = [];
    const reading = (async () => {
      for await (const chunk of webStreamOf(source)) chunks.push(...chunk);
    })();
    source.write(Buffer.from([1, 2]));
    source.end(Buffer.from([3]));
    await reading;
    expect(chunks).toEqual([1, 2, 3]);
  });

  test('a reader that goes away just after a resume destroys the stream and throws nothing', async () => {
    // Readable.toWeb() threw 'Controller is already closed' here, uncaught: the server stopped.
    const source = new PassThrough({ highWaterMark: 16 });
    const reader = webStreamOf(source).getReader();
    for (let i = 0; i < 20; i++) source.write(Buffer.alloc(1000, i));
    await reader.read();
    source.resume();
    await reader.cancel();
    for (let i = 0; i < 20; i++) source.write(Buffer.alloc(1000, i));
    await new Promise((resolve) => source.once('close', resolve));
    expect(source.destroyed).toBe(true);
  });
});
