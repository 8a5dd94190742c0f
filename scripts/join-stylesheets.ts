/**
 * Part of `npm run build`, after scripts/modulepreload.ts and before the CSP, the service worker
 * and the compression: each signed-in page (the members area and the back office: the pages whose
 * head holds `<template data-modulepreload>`) gets its 9–18 stylesheets, Vite's per-chunk CSS, as
 * ONE file: their concatenation in the page's order (the cascade is unchanged), written to
 * dist/_astro/page.<hash>.css and named by its content, so that pages with the same set share it.
 * On a slow phone each stylesheet's answer costs the main thread 5–8 ms before the parser reaches
 * the head's early script (issue #21). Public pages keep their links.
 * Vite's preload helper (preload-helper.*.js) adds a lazily imported module's stylesheet (the
 * account popup's, the player bar's) unless a `link` whose rel is "stylesheet" has its address: a
 * sheet that a script names is kept as `<link rel="stylesheet" href="…" disabled>`, which the
 * browser does not fetch, so its rules do not come a second time after the page's. These links are
 * the body's first elements, not the head's: the client router matches head stylesheets by address
 * (it would keep a disabled one where the next page has it enabled, and ask for those the current
 * page lacks); the body, with them, is swapped whole.
 * `npx node scripts/join-stylesheets.ts [dist]`.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';

const DIST = resolve(process.argv[2] ?? 'dist');
const SIGNED_IN = '<template data-modulepreload>';
/** A link as Astro writes it; any other stylesheet link in a signed-in head stops the build. */
const LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/g;
const ANY_LINK = /<link\b[^>]*\brel="?stylesheet\b/g;
const BODY = /<body\b[^>]*>/;

const files = await readdir(DIST, { recursive: true, withFileTypes: true });
const pathOf = (entry: (typeof files)[number]) => join(entry.parentPath, entry.name);
const scripts = await Promise.all(
  files
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .filter((entry) => pathOf(entry).startsWith(join(DIST, '_astro')))
    .map((entry) => readFile(pathOf(entry), 'utf8')),
);
/** The stylesheets a script names by their file's name: Vite's preload helper may add them. */
const namedByScripts = new Set(
  files
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => entry.name)
    .filter((name) => scripts.some((code) => code.includes(name))),
);

let pages = 0;
let disabled = 0;
const written = new Set<string>();
for (const entry of files) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = pathOf(entry);
  const html = await readFile(file, 'utf8');
  if (!html.includes(SIGNED_IN)) continue;
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(LINK)];
  const first = links[0];
  const last = links.at(-1);
  if (!first || !last || links.length < 2) continue;
  const start = first.index;
  const end = last.index + last[0].length;
  // One run of links, nothing else among them or elsewhere in the head: the order is the cascade's.
  if (
    head.slice(start, end) !== links.map((link) => link[0]).join('') ||
    (head.match(ANY_LINK)?.length ?? 0) !== links.length
  )
    throw new Error(`${file}: its stylesheet links are not one run of plain links`);
  const hrefs = links.map((link) => link[1] ?? '');
  const sheets = await Promise.all(hrefs.map((href) => readFile(join(DIST, href), 'utf8')));
  if (sheets.some((css) => css.includes('@import')))
    throw new Error(`${file}: a stylesheet has an @import, which must stay at its file's top`);
  const css = sheets.map((sheet) => (sheet.endsWith('\n') ? sheet : `${sheet}\n`)).join('');
  const name = `page.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  if (!written.has(name)) await writeFile(join(DIST, '_astro', name), css);
  written.add(name);
  const kept = hrefs
    .filter((href) => namedByScripts.has(basename(href)))
    .map((href) => `<link rel="stylesheet" href="${href}" disabled>`);
  const link = `<link rel="stylesheet" href="/_astro/${name}">`;
  const page = `${html.slice(0, start)}${link}${html.slice(end)}`;
  await writeFile(
    file,
    page.replace(BODY, (body) => body + kept.join('')),
  );
  pages++;
  disabled += kept.length;
}
console.log(
  `join-stylesheets: ${pages} signed-in pages, ${written.size} joined stylesheets; ${disabled} links kept disabled for the preload helper`,
);
