/**
 * A built site's content files (src/server/routes/content.ts) for tests of the server's side:
 * each file holds its own name, so an answer tells which file served it. The real files, from
 * the real build, are checked in tests/e2e/content-api.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The news item and the video the folder holds, for `{slug}` and `{video}`. */
export const EXAMPLE_SLUG = 'gala-ateneu';
export const EXAMPLE_VIDEO = 'gala-2025';

export const CONTENT_FILES = [
  'api/news/categories/index.json',
  'api/news/index.json',
  'api/news/gala.json',
  `api/news/${EXAMPLE_SLUG}/index.json`,
  'api/announcements/index.json',
  'api/media-appearances/index.json',
  'api/supporters/index.json',
  'api/testimonials/index.json',
  'api/objectives/index.json',
  `api/videos/${EXAMPLE_VIDEO}/index.json`,
];

/** A folder like dist/ with the content files, a 404 page and an empty media folder; `remove` deletes it. */
export function contentDist() {
  const dir = mkdtempSync(join(tmpdir(), 'content-dist-'));
  for (const file of CONTENT_FILES) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), JSON.stringify({ file }));
  }
  writeFileSync(join(dir, '404.html'), '<h1>Pagina nu a fost găsită</h1>');
  mkdirSync(join(dir, 'media'));
  return {
    distDir: dir,
    mediaDir: join(dir, 'media'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
