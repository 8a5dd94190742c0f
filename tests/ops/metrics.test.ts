/**
 * GET /metrics (issue #24): who may read it (loopback, or the Bearer token; 401 and 403 else),
 * and the series an operator watches, read by a parser of Prometheus's text format: requests by
 * route template and status, latency, database time, the outbox's queue and failed mails, the
 * process's memory and event-loop delay. The app runs on the real outbox, with a real SMTP server
 * refusing every mail.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { http as m } from '../../src/lib/messages.ts';
import { createApp } from '../../src/server/app.ts';
import { silentLog } from '../../src/server/log.ts';
import { createMetrics } from '../../src/server/metrics.ts';
import { createMailer } from '../../src/server/services/mail.ts';
import { client, login, type TestApp, testApp } from '../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

const TOKEN = 'scraper-token-0123456789abcdef';
let t: TestApp;
let app: ReturnType<typeof createApp>;
let smtp: TestSmtpServer;
let ops: NonNullable<TestApp['deps']['ops']> & { mailer: ReturnType<typeof createMailer> };

beforeAll(async () => {
  t = await testApp();
  smtp = await startSmtpServer();
  smtp.setFailing(true);
  const metrics = createMetrics(t.db);
  const mailer = createMailer({
    db: t.db,
    smtpUrl: smtp.url,
    from: 'Programul Corurilor <no-reply@example.com>',
    outboxDir: join(await mkdtemp(join(tmpdir(), 'metrics-')), 'outbox'),
    log: silentLog,
    onFailure: metrics.mailFailed,
  });
  ops = { metrics, metricsToken: TOKEN, mailer, stopping: () => false };
  app = createApp({ ...t.deps, ops });
}, 180_000);
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const scrape = (headers: Record<string, string>) => app.request('/metrics', { headers });

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format: `name{label="value",…} number` lines, `#` lines for HELP and TYPE. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not in the text format: ${line}`);
    const [, name = '', labelText = '', value = ''] = match;
    const labels = Object.fromEntries(
      [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k = '', v = '']) => [k, v]),
    );
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

const one = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );

describe('GET /metrics', () => {
  test('answers 401 to another address without a token', async () => {
    const res = await scrape({ 'x-forwarded-for': '10.0.0.7' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toEqual({ detail: m.unauthorized });
  });

  test('answers 403 to a wrong token, from anywhere', async () => {
    for (const ip of ['10.0.0.7', '127.0.0.1']) {
      const res = await scrape({ 'x-forwarded-for': ip, authorization: 'Bearer not-the-token' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: m.forbidden });
    }
  });

  test('answers 401 without a token when no token is configured, and 403 to any token', async () => {
    const open = createApp({ ...t.deps, ops: { ...ops, metricsToken: undefined } });
    const remote = { 'x-forwarded-for': '10.0.0.7' };
    expect((await open.request('/metrics', { headers: remote })).status).toBe(401);
    const any = { ...remote, authorization: `Bearer ${TOKEN}` };
    expect((await open.request('/metrics', { headers: any })).status).toBe(403);
  });

  test('answers the token from another address', async () => {
    const res = await scrape({ 'x-forwarded-for': '10.0.0.7', authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  test('answers loopback without a token, on a real socket, unless a proxy forwarded it', async () => {
    const untrusting = createApp({ ...t.deps, trustProxy: false, ops });
    const server = serve({ fetch: untrusting.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(200);
      const proxied = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.status).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('counts requests by route template and status, never by URL', async () => {
    const token = await login(app, 'dirijor@example.com');
    const api = client(app, token);
    expect((await api.get(`/api/choir/${t.choirId}/`)).status).toBe(200);
    expect((await api.get('/api/choir/987654/')).status).toBe(404);
    expect((await client(app).get('/api/account/details/')).status).toBe(401);
    const text = await (await scrape({ 'x-forwarded-for': '127.0.0.1' })).text();
    const samples = parse(text);
    const choir = { method: 'GET', route: '/api/choir/:id' };
    expect(one(samples, 'http_requests_total', { ...choir, status: '200' })?.value).toBe(1);
    expect(one(samples, 'http_requests_total', { ...choir, status: '404' })?.value).toBe(1);
    const details = { route: '/api/account/details', status: '401' };
    expect(one(samples, 'http_requests_total', details)?.value).toBe(1);
    expect(one(samples, 'http_requests_total', { route: '/api/token-auth' })?.value).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain(`/api/choir/${t.choirId}`);
    const bucket = one(samples, 'http_request_duration_seconds_bucket', { ...choir, le: '+Inf' });
    expect(bucket?.value).toBe(2);
    expect(one(samples, 'http_request_duration_seconds_sum', choir)?.value).toBeGreaterThan(0);
  });

  test('measures the database time', async () => {
    const samples = parse(await (await scrape({ 'x-forwarded-for': '127.0.0.1' })).text());
    expect(one(samples, 'db_query_duration_seconds_count')?.value).toBeGreaterThan(3);
    expect(one(samples, 'db_query_duration_seconds_sum')?.value).toBeGreaterThan(0);
  });

  test('shows the outbox waiting, its oldest mail and the mails failed', async () => {
    const before = parse(await (await scrape({ 'x-forwarded-for': '127.0.0.1' })).text());
    const failedBefore = one(before, 'mail_delivery_failures_total')?.value ?? 0;
    const waitingBefore = one(before, 'outbox_waiting_mails')?.value ?? 0;
    const mark = await t.mailMark();
    const reset = await client(app).post('/api/auth/reset_password/', {
      email: 'corist@example.com',
    });
    expect(reset.status).toBe(200);
    await t.lastMail(mark, 'corist@example.com');
    await ops.mailer.deliverDue();
    const samples = parse(await (await scrape({ 'x-forwarded-for': '127.0.0.1' })).text());
    expect(one(samples, 'mail_delivery_failures_total')?.value).toBeGreaterThan(failedBefore);
    expect(one(samples, 'outbox_waiting_mails')?.value).toBeGreaterThan(waitingBefore);
    expect(one(samples, 'outbox_failing_mails')?.value).toBeGreaterThanOrEqual(1);
    expect(one(samples, 'outbox_oldest_waiting_seconds')?.value).toBeGreaterThan(0);
  });

  test("shows the process's memory and event-loop delay", async () => {
    const samples = parse(await (await scrape({ 'x-forwarded-for': '127.0.0.1' })).text());
    expect(one(samples, 'process_resident_memory_bytes')?.value).toBeGreaterThan(0);
    expect(one(samples, 'nodejs_heap_size_used_bytes')?.value).toBeGreaterThan(0);
    expect(one(samples, 'nodejs_eventloop_lag_p99_seconds')).toBeDefined();
  });
});
