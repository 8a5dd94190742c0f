/**
 * The build's budget check (scripts/check-budgets.ts) run as `npm run build` runs it, on small
 * dist/ folders made here: which scripts count, at which size, and when it fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { HTML_BUDGET_BYTES, JS_BUDGETS_KB, pageKind } from '../../scripts/budgets.ts';

const KB = 1024;
let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

/** A dist/ folder holding `files` (path → content, or a size in bytes of filler). */
function makeDist(files: Record<string, string | number>) {
  dist = mkdtempSync(join(tmpdir(), 'check-budgets-'));
  for (const [path, content] of Object.entries({ 'index.html.br': 'x', ...files })) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), typeof content === 'number' ? 'x'.repeat(content) : content);
  }
}

function check() {
  const run = spawnSync(process.execPath, ['scripts/check-budgets.ts', dist], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;
const moduleScript = (src: string) => `<script type="module" src="${src}"></script>`;
const island = (component: string, client: string) =>
  `<astro-island component-url="${component}" renderer-url="/_astro/client.js" client="${client}"></astro-island>`;

describe('pageKind', () => {
  test.each([
    ['/', true, 'home'],
    ['/', false, 'home'],
    ['/legistie-si-transparenta/', false, 'text'],
    ['/cont/email-trimis/', false, 'text'],
    ['/chestionar/', true, 'form'],
    ['/cont/dashboard/', true, 'members'],
  ] as const)('returns the kind of %s (islands: %s): %s', (path, hasIslands, kind) => {
    expect(pageKind(path, hasIslands)).toBe(kind);
  });
});

describe('check-budgets', () => {
  test("fails when an island's static imports take the home over its budget", () => {
    makeDist({
      'index.html': page(moduleScript('/_astro/page.js') + island('/_astro/Map.js', 'visible')),
      '_astro/page.js': 'import"./shared.js";',
      '_astro/shared.js': 2 * KB,
      '_astro/client.js': 'import{r}from"./react.js";',
      '_astro/react.js': 60 * KB,
      '_astro/Map.js': 'import{L}from"./leaflet.js";',
      '_astro/leaflet.js': 45 * KB,
    });
    const { status, err } = check();
    expect(status).toBe(1);
    expect(err).toContain(`/: 107.1 KB of JavaScript, budget ${JS_BUDGETS_KB.home} KB (home page)`);
  });

  test('counts a script at its brotli size, once, and leaves dynamic imports out', () => {
    makeDist({
      'index.html': page(island('/_astro/Map.js', 'visible') + island('/_astro/Map.js', 'idle')),
      '_astro/client.js': 'import"./react.js";',
      '_astro/react.js': 300 * KB,
      '_astro/react.js.br': 60 * KB,
      '_astro/Map.js': 'const map=()=>import(`./leaflet.js`);import("./overlay.js");',
      '_astro/leaflet.js': 500 * KB,
      '_astro/overlay.js': 500 * KB,
    });
    const { status, out } = check();
    expect(status).toBe(0);
    expect(out).toMatch(/home \/ 60\.\d\/100\b/);
  });

  test('fails when a page without an island passes the text budget', () => {
    makeDist({
      'index.html': page(''),
      'misiune/index.html': page(moduleScript('/_astro/page.js')),
      '_astro/page.js': 'import"./menus.js";',
      '_astro/menus.js': 16 * KB,
    });
    const { status, err } = check();
    expect(status).toBe(1);
    expect(err).toContain(`/misiune/: 16.0 KB of JavaScript, budget ${JS_BUDGETS_KB.text} KB`);
  });

  test("follows an inline module script's imports", () => {
    makeDist({
      'index.html': page(''),
      'stiri/index.html': page('<script type="module">import"/_astro/gallery.js";</script>'),
      '_astro/gallery.js': 20 * KB,
    });
    const { status, err } = check();
    expect(status).toBe(1);
    expect(err).toContain('/stiri/: 20.0 KB of JavaScript');
  });

  test('fails when a page passes the HTML budget', () => {
    makeDist({
      'index.html': page(''),
      'stiri/index.html': page('x'.repeat(HTML_BUDGET_BYTES + 100)),
    });
    const { status, err } = check();
    expect(status).toBe(1);
    expect(err).toContain('/stiri/: 100.1 KB of HTML, budget 100.0 KB');
  });

  test('fails when a page names a script that is not in dist/', () => {
    makeDist({ 'index.html': page(moduleScript('/_astro/gone.js')) });
    const { status, err } = check();
    expect(status).toBe(1);
    expect(err).toContain('/: its script /_astro/gone.js is not in dist/');
  });

  test('passes pages within their budgets and names the heaviest of each kind', () => {
    makeDist({
      'index.html': page(moduleScript('/_astro/page.js')),
      'chestionar/index.html': page(
        moduleScript('/_astro/page.js') + island('/_astro/F.js', 'idle'),
      ),
      '_astro/page.js': 5 * KB,
      '_astro/client.js': 60 * KB,
      '_astro/F.js': 70 * KB,
    });
    const { status, out } = check();
    expect(status).toBe(0);
    expect(out).toContain('form /chestionar/ 135.0/150');
  });

  test('refuses a dist/ that was not precompressed', () => {
    makeDist({ 'index.html': page('') });
    rmSync(join(dist, 'index.html.br'));
    const { status, err } = check();
    expect(status).toBe(1);
    expect(err).toContain('no brotli files');
  });
});
