/**
 * The build step that gives each signed-in page one stylesheet (scripts/join-stylesheets.ts), run
 * as `npm run build` runs it, on a small dist/ folder made here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const link = (name: string) => `<link rel="stylesheet" href="/_astro/${name}.css">`;
/** A page; signed in when it holds the modulepreload template, as scripts/modulepreload.ts leaves it. */
const page = (sheets: string[], signedIn = true, between = '') =>
  `<!doctype html><html><head><meta charset="utf-8">${signedIn ? '<template data-modulepreload></template>' : ''}` +
  `${sheets.map(link).join(between)}</head><body class="members-body"><main>Salut</main></body></html>`;

const SHEETS = {
  frame: '.frame{color:red}',
  lazy: '.lazy{color:green}\n',
  events: '.events{color:blue}',
};

function makeDist(pages: Record<string, string>) {
  dist = mkdtempSync(join(tmpdir(), 'join-stylesheets-'));
  const files: Record<string, string> = {
    ...Object.fromEntries(Object.entries(SHEETS).map(([name, css]) => [`_astro/${name}.css`, css])),
    // A lazily imported module's chunk: Vite's preload helper names its stylesheet.
    '_astro/Popup.js': 'const deps=["_astro/Popup.js","_astro/lazy.css"];',
    ...pages,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
}

function joinStylesheets() {
  const run = spawnSync(process.execPath, ['scripts/join-stylesheets.ts', dist], {
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const read = (path: string) => readFileSync(join(dist, path), 'utf8');
const joinedFiles = () => readdirSync(join(dist, '_astro')).filter((f) => f.startsWith('page.'));
/** The head's active stylesheet links and the body's disabled ones. */
function linksOf(html: string) {
  const [head = '', body = ''] = html.split('</head>');
  const hrefs = (part: string) => [...part.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  return { head: hrefs(head), body: hrefs(body) };
}

describe('join-stylesheets', () => {
  test("joins a signed-in page's stylesheets in its order, keeping the script-named ones disabled", () => {
    makeDist({ 'cont/a/index.html': page(['frame', 'lazy', 'events']) });
    const { status, out } = joinStylesheets();
    expect(status).toBe(0);
    expect(out).toContain('1 signed-in pages, 1 joined stylesheets; 1 links kept disabled');
    const [joined] = joinedFiles();
    expect(joined).toMatch(/^page\.[\w-]{10}\.css$/);
    expect(read(`_astro/${joined}`)).toBe(`${SHEETS.frame}\n${SHEETS.lazy}${SHEETS.events}\n`);
    const html = read('cont/a/index.html');
    expect(linksOf(html)).toEqual({
      head: [`<link rel="stylesheet" href="/_astro/${joined}">`],
      body: ['<link rel="stylesheet" href="/_astro/lazy.css" disabled>'],
    });
    // The disabled links are the body's first elements, before any island can import a module.
    expect(html).toContain(
      '<body class="members-body"><link rel="stylesheet" href="/_astro/lazy.css" disabled><main>',
    );
  });

  test('pages with the same stylesheets share one file; another order is another file', () => {
    makeDist({
      'cont/a/index.html': page(['frame', 'events']),
      'cont/b/index.html': page(['frame', 'events']),
      'cont/c/index.html': page(['events', 'frame']),
    });
    expect(joinStylesheets().status).toBe(0);
    const href = (path: string) => linksOf(read(path)).head[0];
    expect(href('cont/a/index.html')).toBe(href('cont/b/index.html'));
    expect(href('cont/c/index.html')).not.toBe(href('cont/a/index.html'));
    expect(joinedFiles()).toHaveLength(2);
    const c = href('cont/c/index.html')?.match(/page\.[^"]+\.css/)?.[0];
    expect(read(`_astro/${c}`)).toBe(`${SHEETS.events}\n${SHEETS.frame}\n`);
  });

  test('leaves public pages as they are', () => {
    const html = page(['frame', 'lazy', 'events'], false);
    makeDist({ 'index.html': html });
    expect(joinStylesheets().status).toBe(0);
    expect(read('index.html')).toBe(html);
    expect(joinedFiles()).toEqual([]);
  });

  test('stops the build when something stands among the links (their order would change)', () => {
    makeDist({ 'cont/a/index.html': page(['frame', 'events'], true, '<style>.x{}</style>') });
    const { status, err } = joinStylesheets();
    expect(status).not.toBe(0);
    expect(err).toContain('not one run of plain links');
  });
});
