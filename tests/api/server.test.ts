import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COUNTIES } from '../../src/lib/counties.ts';
import { http } from '../../src/lib/messages.ts';
import { createApp } from '../../src/server/app.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';

let t: TestApp;
beforeAll(async () => (t = await testApp()));
afterAll(() => t.close());

describe('server conventions', () => {
  test('GET /api/health/ answers ok when the database answers', async () => {
    const res = await client(t.app).get('/api/health/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('GET /api/health answers 503 when the database is down', async () => {
    const broken = createApp({
      ...t.deps,
      db: { execute: () => Promise.reject(new Error('down')) } as never,
    });
    expect((await broken.request('/api/health')).status).toBe(503);
  });

  test('an unknown /api path answers a JSON 404', async () => {
    const res = await client(t.app).get('/api/nu-exista/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: http.notFound });
  });

  test('answers carry security headers', async () => {
    const res = await client(t.app).get('/api/health/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test('a body over the limit answers 413', async () => {
    const res = await client(t.app).post('/api/token-auth/', {
      username: 'a@b.ro',
      password: 'x'.repeat(100_000),
    });
    expect(res.status).toBe(413);
  });

  test('an unexpected failure answers 500 without details', async () => {
    const failing = createApp({
      ...t.deps,
      captcha: {
        challenge: () => Promise.reject(new Error('secret internals')),
        verify: async () => false,
      },
    });
    const res = await failing.request('/api/captcha/challenge/');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ detail: http.serverError });
    expect(text).not.toContain('secret internals');
  });

  test('GET /api/counties/ lists the 42 counties as value and text', async () => {
    const body = await (await client(t.app).get('/api/counties/')).json();
    expect(body).toHaveLength(COUNTIES.length);
    expect(body).toContainEqual({ value: 'IS', text: 'Iași' });
  });
});
