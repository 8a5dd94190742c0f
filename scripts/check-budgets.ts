/**
 * Part of `npm run build`, after the precompression: fails when a built page passes its
 * JavaScript or HTML budget (scripts/budgets.ts), measured from dist/ without a browser.
 * A page's JavaScript is what it loads before any interaction (scripts/page-scripts.ts): its
 * module scripts and every island (client:load, only, idle and visible alike, as an island coming
 * into view hydrates without a click), with their static imports. Each file counts once per page,
 * at the size the server sends: its brotli file (scripts/compress-dist.ts) when there is one, else its bytes.
 * The HTML budget is on each page's uncompressed bytes.
 * `npx node scripts/check-budgets.ts [dist] [--list]`; `--list` prints every page's figures.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { HTML_BUDGET_BYTES, jsBudget, type PageKind, pageKind } from './budgets.ts';
import { pageEntries, withStaticImports } from './page-scripts.ts';

const args = process.argv.slice(2);
const DIST = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');

interface Page {
  path: string;
  kind: PageKind;
  jsBytes: number;
  jsBudgetKB: number;
  why: string;
  htmlBytes: number;
  missing: string[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const sizes = new Map<string, Promise<number | null>>();
/** The bytes the server sends for `file` (null when it is missing). */
function servedSize(file: string): Promise<number | null> {
  let size = sizes.get(file);
  if (!size) {
    size = stat(`${file}.br`)
      .catch(() => stat(file))
      .then((s) => s.size)
      .catch(() => null);
    sizes.set(file, size);
  }
  return size;
}

/** '/', '/cont/dashboard/' or '/404.html': the address that serves `file`. */
function pathOf(file: string): string {
  const path = `/${relative(DIST, file).split(sep).join('/')}`;
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

async function measure(file: string): Promise<Page> {
  const html = await readFile(file, 'utf8');
  const path = pathOf(file);
  const missing: string[] = [];
  let jsBytes = 0;
  for (const script of await withStaticImports(DIST, pageEntries(DIST, html, file))) {
    const size = await servedSize(script);
    if (size === null) missing.push(pathOf(script));
    jsBytes += size ?? 0;
  }
  const hasIslands = html.includes('<astro-island');
  const budget = jsBudget(path, hasIslands);
  const kind = pageKind(path, hasIslands);
  const htmlBytes = Buffer.byteLength(html);
  return { path, kind, jsBytes, jsBudgetKB: budget.kb, why: budget.why, htmlBytes, missing };
}

if (!existsSync(join(DIST, 'index.html.br'))) {
  console.error(`${DIST} has no brotli files: run scripts/compress-dist.ts before this check.`);
  process.exit(1);
}
const files = (await readdir(DIST, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => join(entry.parentPath, entry.name));
const pages = await Promise.all(files.map(measure));
if (args.includes('--list')) {
  console.log('| page | kind | JS (KB) | JS budget (KB) | HTML (KB) |\n|---|---|---:|---:|---:|');
  for (const p of pages.toSorted((a, b) => a.path.localeCompare(b.path)))
    console.log(
      `| \`${p.path}\` | ${p.kind} | ${kb(p.jsBytes)} | ${p.jsBudgetKB} | ${kb(p.htmlBytes)} |`,
    );
}

const failures: string[] = [];
for (const p of pages) {
  if (p.jsBytes > p.jsBudgetKB * 1024)
    failures.push(
      `${p.path}: ${kb(p.jsBytes)} KB of JavaScript, budget ${p.jsBudgetKB} KB (${p.why})`,
    );
  if (p.htmlBytes > HTML_BUDGET_BYTES)
    failures.push(`${p.path}: ${kb(p.htmlBytes)} KB of HTML, budget ${kb(HTML_BUDGET_BYTES)} KB`);
  for (const script of p.missing) failures.push(`${p.path}: its script ${script} is not in dist/`);
}

// The heaviest page of each kind, so the build log shows how close each budget is.
const heaviest = new Map<PageKind, Page>();
for (const p of pages) {
  const best = heaviest.get(p.kind);
  if (!best || p.jsBytes > best.jsBytes) heaviest.set(p.kind, p);
}
const largestHtml = pages.reduce((a, b) => (b.htmlBytes > a.htmlBytes ? b : a));
const byKind = [...heaviest].map(
  ([kind, p]) => `${kind} ${p.path} ${kb(p.jsBytes)}/${p.jsBudgetKB}`,
);
const html = `${largestHtml.path} ${kb(largestHtml.htmlBytes)}/${kb(HTML_BUDGET_BYTES)}`;
console.log(
  `budgets: ${pages.length} pages; heaviest JavaScript by kind (KB): ${byKind.join(', ')}; largest HTML (KB): ${html}`,
);
if (failures.length > 0) {
  const where =
    'scripts/budgets.ts; docs/decisions.md, "Layers, import cycles and budgets, enforced"';
  console.error(`Pages over their budget (${where}):\n${failures.join('\n')}`);
  process.exit(1);
}
