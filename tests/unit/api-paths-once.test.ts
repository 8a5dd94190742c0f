/**
 * Each API path is written once, in src/lib/paths/ (issue #20): the server mounts and describes it
 * from there, the islands fill it with apiPath/apiHref. A quoted '/api/…' anywhere else in src/
 * (comments aside; the bare prefix '/api/' is no route) is a second writing of a path.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from 'vitest';

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? sourceFiles(join(dir, e.name)) : [join(dir, e.name)])),
  );
  return nested.flat().filter((f) => /\.(ts|tsx|astro)$/.test(f));
}

const QUOTED_PATH = /['"`]\/api\/[^'"`\s]/;
const COMMENT = /^\s*(\*|\/\/|\/\*)/;

test('no API path is written outside src/lib/paths/', async () => {
  const found: string[] = [];
  for (const file of await sourceFiles('src')) {
    if (file.startsWith(join('src', 'lib', 'paths'))) continue;
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (QUOTED_PATH.test(line) && !COMMENT.test(line))
        found.push(`${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(found).toEqual([]);
});

test('src/lib/paths/ writes each path once', async () => {
  const paths: string[] = [];
  for (const file of await sourceFiles(join('src', 'lib', 'paths'))) {
    for (const m of (await readFile(file, 'utf8')).matchAll(/'(\/api\/[^']*)'/g))
      paths.push(m[1] ?? '');
  }
  expect(paths.length).toBeGreaterThan(100);
  expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
});
