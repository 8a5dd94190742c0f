/**
 * Part of `npm run build`, after `astro build`: each page that hydrates islands at once
 * (`client:load`, `client:only`: the members area and the back office) names in its <head> every
 * script those islands and the page's module scripts import statically, as
 * `<link rel="modulepreload">`. The browser then asks for all of them while it reads the HTML,
 * instead of learning each level of imports from the one before (five round trips on the
 * dashboard, issue #21). Islands that wait (idle, visible) are left to load when they wake.
 * On signed-in pages the links are written into the early script's template
 * (src/components/EarlySession.astro), which adds them to the head once the session's requests
 * have left (on the dashboard, once the summary's figures are drawn): the preload scanner does
 * not read a template.
 * `npx node scripts/modulepreload.ts [dist]`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { pageEntries, withStaticImports } from './page-scripts.ts';

const DIST = resolve(process.argv[2] ?? 'dist');
const AT_ONCE = new Set(['load', 'only']);
const HELD = '<template data-modulepreload></template>';
const ISLAND_AT_ONCE = /<astro-island\b[^>]*\bclient="(?:load|only)"/;

let pages = 0;
let links = 0;
for (const entry of await readdir(DIST, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const file = join(entry.parentPath, entry.name);
  const html = await readFile(file, 'utf8');
  if (!ISLAND_AT_ONCE.test(html)) continue;
  const entries = pageEntries(DIST, html, file, (client) => AT_ONCE.has(client));
  const scripts = await withStaticImports(DIST, entries);
  const tags = scripts
    .map(
      (script) =>
        `<link rel="modulepreload" href="/${relative(DIST, script).split(sep).join('/')}">`,
    )
    .join('');
  // A signed-in page's early script (src/client/early-start.ts) adds them once its own requests
  // have left; elsewhere they are the head's last elements.
  const held = html.includes(HELD);
  await writeFile(
    file,
    held
      ? html.replace(HELD, HELD.replace('><', `>${tags}<`))
      : html.replace('</head>', `${tags}</head>`),
  );
  pages++;
  links += scripts.length;
}
console.log(`modulepreload: ${links} links in ${pages} pages that hydrate islands at once`);
