// @vitest-environment happy-dom
/**
 * The library's download button (src/islands/members/library/DownloadButton.tsx) against a tiny
 * real HTTP server: the zip arrives in chunks the test releases one by one, so the busy button
 * and the progress bar are seen at each step without waiting on a clock; the blob is saved under
 * the item's name plus '.zip'; a failure raises the spec's toast. The page's fetch goes to that
 * server (happy-dom's page lives at localhost:3000, the server on a free port).
 */
import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { DownloadButton } from '../../src/islands/members/library/DownloadButton.tsx';
import { library as m } from '../../src/lib/messages.ts';
import { $toasts } from '../../src/stores/toasts.ts';

/** 32 bytes, so 8 of them are 25 %. */
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(28, 0x7a)]);
let server: Server;
let port = 0;
/** What the server does with the next download: answer it in steps, or refuse it. */
let answer: (res: ServerResponse) => void;
const requests: { method: string; url: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '' });
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Forwards the page's requests to the local server over real HTTP, the body streamed. */
function forward(input: Request): Promise<Response> {
  const url = new URL(input.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: url.pathname, method: input.method },
      (res) => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(res.headers))
          if (typeof value === 'string') headers.set(key, value);
        resolve(
          new Response(Readable.toWeb(res) as ReadableStream<Uint8Array>, {
            status: res.statusCode ?? 500,
            headers,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const saved: string[] = [];
beforeEach(() => {
  requests.length = 0;
  saved.length = 0;
  $toasts.set([]);
  vi.stubGlobal('fetch', forward);
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DownloadButton', () => {
  test('a failed download raises the spec toast and frees the button', async () => {
    answer = (res) => res.writeHead(403, { 'content-type': 'application/json' }).end('{}');
    render(<DownloadButton path="download/score/7/" name="Ave Maria" />);
    await userEvent.click(screen.getByRole('button', { name: m.download.labelFor('Ave Maria') }));
    await waitFor(() => expect($toasts.get().map((t) => t.text)).toEqual([m.download.failed]));
    expect($toasts.get()[0]?.tone).toBe('error');
    const button = screen.getByRole('button', { name: m.download.labelFor('Ave Maria') });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(saved).toEqual([]);
  });

  test('shows the progress while the zip arrives, then saves it as the name plus .zip', async () => {
    let sendMore = () => {};
    let sendRest = () => {};
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': ZIP.length });
      res.write(ZIP.subarray(0, 8));
      sendMore = () => res.write(ZIP.subarray(8, 16));
      sendRest = () => res.end(ZIP.subarray(16));
    };
    render(<DownloadButton path="download/score/7/" name="Țara: mea" />);
    const button = screen.getByRole('button', { name: m.download.labelFor('Țara: mea') });
    await userEvent.click(button);

    const bar = await screen.findByRole('progressbar', {
      name: m.download.progressLabel('Țara: mea'),
    });
    // ky counts a chunk once the next one arrives: until then the size is not known to the bar.
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    act(() => sendMore());
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(m.download.preparing);
    // A second press while busy starts nothing.
    await userEvent.click(button);
    expect(requests).toEqual([{ method: 'POST', url: '/api/download/score/7/' }]);

    act(() => sendRest());
    await waitFor(() => expect(saved).toEqual(['Țara- mea.zip']));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(m.download.done('Țara- mea.zip'));
    expect($toasts.get()).toEqual([]);
  });
});
