/**
 * Whether an uploaded file is a PDF (issue #19): it ends as a PDF ends (`startxref`, an offset,
 * `%%EOF`), and pdf-lib loads it whole and finds at least one page. Loading parses every object:
 * 65 MB of tiny objects took 1.3 GB of heap and 70 s (docs/performance.md), so it runs in a
 * worker thread with its own heap and time limits, one file at a time per process; a real score
 * of 200 MB (scanned pages) loads in under 2 s with about 21 MB of heap. The worker is started at
 * the first check and stopped after a while without one, so its start is paid once per batch of
 * uploads and its memory given back when they end.
 */
import { open } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { PDF_CHECK_HEAP_MB, PDF_CHECK_TIMEOUT_MS } from '../../lib/limits.ts';

/** Readers look for `%%EOF` within the last 1024 bytes of a PDF. */
const TAIL_BYTES = 1024;
/** An idle worker is stopped after this long. */
const IDLE_MS = 30_000;

async function endsAsPdf(path: string) {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const length = Math.min(size, TAIL_BYTES);
    const { buffer } = await file.read(Buffer.alloc(length), 0, length, size - length);
    return /startxref\s+\d+\s+%%EOF/.test(buffer.toString('latin1'));
  } finally {
    await file.close();
  }
}

let worker: Worker | null = null;
let idle: NodeJS.Timeout | undefined;

function startedWorker(): Worker {
  clearTimeout(idle);
  if (worker) return worker;
  const started = new Worker(new URL('./pdf-check-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: PDF_CHECK_HEAP_MB },
  });
  // Waiting for uploads never keeps the process alive.
  started.unref();
  // Out of heap (ERR_WORKER_OUT_OF_MEMORY): the check answers 0 on 'exit'.
  started.on('error', () => {});
  started.once('exit', () => {
    if (worker === started) worker = null;
  });
  worker = started;
  return started;
}

/** The pages pdf-lib finds in the file; 0 when it fails, runs out of heap or of time. */
function pagesInWorker(path: string): Promise<number> {
  const current = startedWorker();
  return new Promise((resolve) => {
    const timer = setTimeout(() => void current.terminate(), PDF_CHECK_TIMEOUT_MS);
    const done = (pages: number) => {
      clearTimeout(timer);
      current.off('message', done);
      current.off('exit', failed);
      idle = setTimeout(() => void current.terminate(), IDLE_MS).unref();
      resolve(pages);
    };
    const failed = () => done(0);
    current.on('message', done);
    current.once('exit', failed);
    current.postMessage(path);
  });
}

let queue: Promise<unknown> = Promise.resolve();

/** True when the file is a PDF with at least one page. */
export function isPdf(path: string): Promise<boolean> {
  const check = queue.then(async () => (await endsAsPdf(path)) && (await pagesInWorker(path)) > 0);
  queue = check.catch(() => {});
  return check;
}
