/**
 * Part of `npm run build`, after the pages are final (modulepreload) and before the compression:
 * writes dist/sw.js, the members area's service worker (src/client/service-worker/practice-sw.ts,
 * on Workbox), bundled by esbuild with its precache manifest in place of `self.__WB_MANIFEST`.
 * The manifest is the shell of the pages that work offline (OFFLINE_PAGES): each page's HTML (its
 * revision the hash of the file), every script it loads, statically or on demand (the practice
 * view's mixer; the score viewer's worker), its stylesheets and their Romanian fonts. Hashed names need no revision. Nothing else:
 * no public page, no media, no API answer. A page missing from the build is left out and named.
 * `npx node scripts/service-worker.ts [dist]`.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { OFFLINE_PAGES, SERVICE_WORKER } from '../src/lib/practice-cache.ts';
import { fileOf, pageEntries, withStaticImports } from './page-scripts.ts';

const DIST = resolve(process.argv[2] ?? 'dist');
const SOURCE = 'src/client/service-worker/practice-sw.ts';

/** `import('./x.js')`, or with backticks: the bundler writes both (React.lazy's chunks). */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]((?:\.{1,2}|\/_astro)\/[^"'`]+\.js)["'`]\s*\)/g;
/**
 * A file a script names by its address rather than importing it: a worker or a WebAssembly module
 * (`new URL('./pdf.worker.mjs', import.meta.url)`, or the '/_astro/…' string of a `?url` import).
 */
const NAMED_FILE =
  /(?:new URL\(\s*["']((?:\.{1,2}\/)[^"']+)["']\s*,\s*import\.meta\.url|["'`](\/_astro\/[^"'`\s]+\.(?:m?js|wasm))["'`])/g;
/**
 * A stylesheet link, unless `disabled`: the browser never asks for those (the originals of a
 * signed-in page's joined stylesheet that scripts/join-stylesheets.ts keeps for Vite's preload helper).
 */
const STYLESHEET = /<link\b(?![^>]*\sdisabled[\s>])[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;
const FONT = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/g;
/** The font subsets Romanian text uses (ș, ț are latin-ext); cyrillic and vietnamese are left out. */
const ROMANIAN_SUBSET = /-latin(?:-ext)?-/;

/**
 * The scripts `entries` load, with the chunks they import statically or with `import()`, and the
 * workers and WebAssembly files they name.
 */
async function allScripts(entries: string[]): Promise<string[]> {
  const found = new Set<string>();
  let todo = entries;
  while (todo.length > 0) {
    const next: string[] = [];
    for (const script of await withStaticImports(DIST, todo)) {
      if (found.has(script)) continue;
      found.add(script);
      const code = await readFile(script, 'utf8').catch(() => '');
      for (const m of code.matchAll(DYNAMIC_IMPORT)) next.push(fileOf(DIST, m[1] ?? '', script));
      for (const m of code.matchAll(NAMED_FILE))
        next.push(fileOf(DIST, m[1] ?? m[2] ?? '', script));
    }
    todo = next.filter((script) => !found.has(script));
  }
  return [...found];
}

/** A page's stylesheets and the fonts they name. */
async function styles(html: string, page: string): Promise<string[]> {
  const sheets = [...html.matchAll(STYLESHEET)].map((m) => fileOf(DIST, m[1] ?? '', page));
  const fonts: string[] = [];
  for (const sheet of sheets) {
    const css = await readFile(sheet, 'utf8').catch(() => '');
    for (const [, url = ''] of css.matchAll(FONT))
      if (ROMANIAN_SUBSET.test(url)) fonts.push(fileOf(DIST, url, sheet));
  }
  return [...sheets, ...fonts];
}

const urlOf = (file: string) => `/${relative(DIST, file).split(sep).join('/')}`;
const revisionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const pages: { url: string; revision: string }[] = [];
const assets = new Set<string>();
const missing: string[] = [];
for (const page of OFFLINE_PAGES) {
  const file = join(DIST, page, 'index.html');
  const html = await readFile(file, 'utf8').catch(() => null);
  if (html === null) {
    missing.push(page);
    continue;
  }
  pages.push({ url: page, revision: revisionOf(html) });
  const scripts = await allScripts(pageEntries(DIST, html, file));
  // Only files of the build: one missing would fail the worker's whole install.
  for (const asset of [...scripts, ...(await styles(html, file))])
    if (existsSync(asset)) assets.add(urlOf(asset));
}
const manifest = [...pages, ...[...assets].sort().map((url) => ({ url, revision: null }))];

await build({
  entryPoints: [SOURCE],
  outfile: join(DIST, SERVICE_WORKER),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  legalComments: 'none',
  define: {
    'self.__WB_MANIFEST': JSON.stringify(manifest),
    // Workbox's logs and checks are for development builds only.
    'process.env.NODE_ENV': '"production"',
  },
});
console.log(
  `${SERVICE_WORKER.slice(1)}: ${pages.length} pages and ${assets.size} files precached${missing.length ? ` (not built, left out: ${missing.join(', ')})` : ''}`,
);
