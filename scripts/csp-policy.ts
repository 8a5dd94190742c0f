/**
 * Writes dist/csp-policy.txt, the Content-Security-Policy of every page (src/server/csp.ts): the
 * hashes of the inline scripts, <style> elements and style attributes of all the built HTML.
 * Run by `npm run build` after `astro build`; the Node server sends the file as a header, and
 * docs/deploy.md shows nginx doing the same. `npx node scripts/csp-policy.ts [dist]`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSP_FILE, type InlineHashes, inlineHashes, pagePolicy } from '../src/server/csp.ts';
import { readEnv } from '../src/server/env.ts';

const ROOT = process.argv[2] ?? 'dist';
const all: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };
let pages = 0;
for (const entry of await readdir(ROOT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
  const found = inlineHashes(await readFile(join(entry.parentPath, entry.name), 'utf8'));
  all.scripts.push(...found.scripts);
  all.styles.push(...found.styles);
  all.styleAttributes.push(...found.styleAttributes);
  pages++;
}
const policy = pagePolicy(all, Boolean(readEnv().PUBLIC_ANALYTICS_ID));
await writeFile(join(ROOT, CSP_FILE), `${policy}\n`);
const count = (list: string[]) => new Set(list).size;
console.log(
  `${CSP_FILE}: ${pages} pages, ${count(all.scripts)} inline scripts, ${count(all.styles)} <style> elements, ${count(all.styleAttributes)} style attributes hashed (${policy.length} characters)`,
);
