/** The bench's export download: its size, rows, time and the server's memory meanwhile. */
import { readFile } from 'node:fs/promises';

/** A process's resident memory in MB (Linux /proc), 0 where it cannot be read. */
async function rssOf(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/**
 * Downloads an export, counting its bytes (and a CSV's rows) as they come, while the server's
 * resident memory is sampled every 50 ms.
 */
export async function measureExport(
  url: string,
  headers: Record<string, string>,
  pid?: number,
  method: 'GET' | 'POST' = 'GET',
) {
  const rssBefore = await rssOf(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(async () => {
    rssPeak = Math.max(rssPeak, await rssOf(pid));
  }, 50);
  const started = performance.now();
  const res = await fetch(url, { headers, method });
  if (res.status !== 200 || !res.body) throw new Error(`${url} answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, await rssOf(pid));
  // A CSV has one line per row after its header; an XLSX is zipped.
  const rows = url.includes('format=csv') ? lines - 1 : undefined;
  return { bytes, rows, seconds, rssBefore, rssPeak };
}
