/**
 * The worker of pdf-check.ts: for each path it is sent, loads the PDF whole with pdf-lib and
 * answers its number of pages, 0 when it does not load. It runs in its own heap, so a file that
 * would need gigabytes to parse stops here, not in the server.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { ParseSpeeds, PDFDocument } from 'pdf-lib';

// pdf-lib warns on the console about the objects it skips; the server's log is JSON only.
console.warn = () => {};
console.log = () => {};

async function pagesOf(path: string) {
  try {
    const document = await PDFDocument.load(await readFile(path), {
      // An owner password (printing or copying restricted) still leaves the pages readable.
      ignoreEncryption: true,
      updateMetadata: false,
      // Alone in its thread: no need to yield to other work every 100 objects.
      parseSpeed: ParseSpeeds.Fastest,
    });
    return document.getPageCount();
  } catch {
    return 0;
  }
}

parentPort?.on('message', async (path: string) => {
  parentPort?.postMessage(await pagesOf(path));
});
