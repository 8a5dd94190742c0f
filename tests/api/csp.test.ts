import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import {
  API_CSP,
  CSP_FILE,
  hashSource,
  inlineHashes,
  pagePolicy,
  RUNTIME_STYLES,
} from '../../src/server/csp.ts';
import { client, type TestApp, testApp } from '../helpers/app.ts';

let t: TestApp;
let dist: string;
const POLICY = "default-src 'self'; script-src 'self' 'sha256-x'";
beforeAll(async () => {
  t = await testApp();
  dist = mkdtempSync(join(tmpdir(), 'csp-dist-'));
  const page = (path: string, text: string) => {
    mkdirSync(join(dist, path), { recursive: true });
    writeFileSync(join(dist, path, 'index.html'), `<h1>${text}</h1>`);
  };
  page('', 'Acasă');
  page('evenimente/stiri', 'Toate, pagina 1');
  page('evenimente/stiri/lista/gala/2', 'Gală, pagina 2');
  page('evenimente/stiri/lista/toate/3', 'Toate, pagina 3');
  writeFileSync(join(dist, '404.html'), '<h1>Pagina nu a fost găsită</h1>');
  writeFileSync(join(dist, CSP_FILE), `${POLICY}\n`);
  // The media folder the site serves, as a build has it (serveStatic warns of a missing root).
  mkdirSync(join(dist, 'media'));
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const site = () => createApp(t.deps, { distDir: dist, mediaDir: join(dist, 'media') });

describe('Content-Security-Policy', () => {
  test('every API answer forbids loading and framing, errors too', async () => {
    for (const res of [
      await client(t.app).get('/api/health/'),
      await client(t.app).get('/api/nu-exista/'),
      await client(t.app).get('/api/account/'),
    ])
      expect(res.headers.get('content-security-policy')).toBe(API_CSP);
  });

  test('pages and the not-found page carry the built policy', async () => {
    const home = await site().request('/');
    expect(home.headers.get('content-security-policy')).toBe(POLICY);
    const missing = await site().request('/nu-exista');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe(POLICY);
  });
});

describe('news list rewrite', () => {
  test.each([
    ['/evenimente/stiri', 'Toate, pagina 1'],
    ['/evenimente/stiri?category=gala&page=2', 'Gală, pagina 2'],
    ['/evenimente/stiri/?page=3', 'Toate, pagina 3'],
    ['/evenimente/stiri?category=nimic&page=3', 'Toate, pagina 3'],
  ])('%s answers the prebuilt page', async (path, heading) => {
    const res = await site().request(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(heading);
  });

  test.each([
    '/evenimente/stiri?category=gala&page=9',
    '/evenimente/stiri?page=0',
    '/evenimente/stiri?page=..%2F..%2F404.html',
  ])('%s is not found', async (path) => {
    expect((await site().request(path)).status).toBe(404);
  });
});

describe('inlineHashes', () => {
  test('hashes running inline scripts, <style> elements and decoded style attributes only', () => {
    const html = `<script>a()</script><script type="module">b()</script>
      <script type="application/ld+json">{"x":1}</script><script src="/c.js"></script>
      <style>p{color:red}</style><p style="font-family:&quot;X&quot;">t</p>`;
    expect(inlineHashes(html)).toEqual({
      scripts: [hashSource('a()'), hashSource('b()')],
      styles: [hashSource('p{color:red}')],
      styleAttributes: [hashSource('font-family:"X"')],
    });
  });

  test('the policy is strict: no unsafe-inline, no eval, nothing framed, objects off', () => {
    const policy = pagePolicy({ scripts: [hashSource('a()')], styles: [], styleAttributes: [] });
    expect(policy).toContain(`script-src 'self' ${hashSource('a()')}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|blob:/);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "style-src-attr 'none'",
    ])
      expect(policy).toContain(directive);
  });
});

describe('RUNTIME_STYLES', () => {
  /** The texts as react-aria writes them: a template literal with the attribute inlined, trimmed. */
  const source = (file: string) =>
    readFileSync(`node_modules/react-aria/dist/private/${file}`, 'utf8')
      .replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, 'data-react-aria-pressable')
      .replace(/\r\n/g, '\n');

  test.each([
    ['interactions/usePress.mjs', 0],
    ['overlays/usePreventScroll.mjs', 1],
  ])('%s still inserts the hashed <style> text', (file, index) => {
    expect(source(file)).toContain(RUNTIME_STYLES[index]);
  });
});
