/**
 * The scripts a built page loads before any interaction, read from dist/ without a browser: its
 * module scripts (`<script type="module" src>`, and what an inline module script imports) and
 * every island's component and renderer (`astro-island` component-url and renderer-url), each
 * with the chunks it imports statically. A dynamic `import()` is left out (the contact dialog, the
 * video overlay, a lazily loaded menu). Shared by scripts/check-budgets.ts (what a page weighs)
 * and scripts/modulepreload.ts (what a page asks for at once).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const MODULE_TYPE = /\btype=["']?module\b/;
const SRC = /\bsrc=["']([^"']+)["']/;
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const ISLAND_URL = /\b(?:component|renderer)-url="([^"]+)"/g;
const ISLAND_CLIENT = /\bclient="([a-z]+)"/;
/** A static import or re-export of a built chunk (`import"./a.js"`, `from"/_astro/b.js"`), no `import(`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']((?:\.{1,2}|\/_astro)\/[^"']+\.js)["']/g;

/** A script's file in `dist`: `url` is absolute ('/_astro/a.js') or relative to the file `from`. */
export function fileOf(dist: string, url: string, from: string): string {
  const path = url.replace(/[?#].*$/, '');
  return path.startsWith('/') ? join(dist, path) : resolve(dirname(from), path);
}

const importsCache = new Map<string, Promise<string[]>>();
function staticImports(dist: string, file: string): Promise<string[]> {
  let found = importsCache.get(file);
  if (!found) {
    found = readFile(file, 'utf8')
      .then((code) => [...code.matchAll(STATIC_IMPORT)].map((m) => fileOf(dist, m[1] ?? '', file)))
      .catch(() => []);
    importsCache.set(file, found);
  }
  return found;
}

/**
 * The scripts the page `file` starts from: module scripts, inline modules' imports, and the
 * islands whose `client` directive `hydrates` accepts (all of them by default).
 */
export function pageEntries(
  dist: string,
  html: string,
  file: string,
  hydrates: (client: string) => boolean = () => true,
): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (!MODULE_TYPE.test(attributes)) continue;
    const src = SRC.exec(attributes)?.[1];
    if (src) found.push(fileOf(dist, src, file));
    else for (const m of body.matchAll(STATIC_IMPORT)) found.push(fileOf(dist, m[1] ?? '', file));
  }
  for (const [island] of html.matchAll(ISLAND_TAG)) {
    if (!hydrates(ISLAND_CLIENT.exec(island)?.[1] ?? '')) continue;
    for (const m of island.matchAll(ISLAND_URL)) found.push(fileOf(dist, m[1] ?? '', file));
  }
  return found;
}

/** `entries` and every chunk they import statically, each once, in the order first reached. */
export async function withStaticImports(dist: string, entries: string[]): Promise<string[]> {
  const todo = [...entries].reverse();
  const seen = new Set<string>();
  while (todo.length > 0) {
    const script = todo.pop() as string;
    if (seen.has(script)) continue;
    seen.add(script);
    todo.push(...(await staticImports(dist, script)).toReversed());
  }
  return [...seen];
}
