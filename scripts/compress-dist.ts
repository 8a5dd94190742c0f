/**
 * Writes a .br and a .gz beside every text file of dist/ (HTML, CSS, JS, SVG, XML, JSON, VTT),
 * so the Node server (serveStatic with `precompressed: true`) and any CDN can send them as they
 * are, without compressing on each request. Run after `astro build`:
 * `npx node scripts/compress-dist.ts [dist]`.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = process.argv[2] ?? 'dist';
const TEXT = /\.(html|css|js|mjs|svg|xml|json|txt|vtt|webmanifest)$/;
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of await readdir(ROOT, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const data = await readFile(path);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
  files++;
  before += data.length;
  after += br.length;
}
console.log(
  `compressed ${files} files in ${ROOT}: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`,
);
