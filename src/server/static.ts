/**
 * Serves the built site (dist/) and uploaded media from the same process as the API.
 * Dynamic account paths are static shells (docs/deploy.md lists the same rewrites for nginx).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './auth.ts';
import { MEDIA_PREFIX } from './services/storage.ts';

export interface SiteOptions {
  /** The Astro build output. */
  distDir: string;
  /** Where storage keeps uploads, served under /media/. */
  mediaDir: string;
}

/** Paths whose last segment is a code or token, and the shell page that reads it in the browser. */
const SHELL_REWRITES: [RegExp, string][] = [
  [/^\/(?:cont\/)?activate\/[^/]+\/?$/, '/cont/activate/_/'],
  [/^\/cont\/reseteaza-parola\/[^/]+\/?$/, '/cont/reseteaza-parola/_/'],
];

const HASHED_ASSET = /^\/_astro\//;

/** The shell page that serves `path`, or `path` itself. */
export function shellFor(path: string): string {
  for (const [pattern, shell] of SHELL_REWRITES)
    if (pattern.test(path) && !path.includes('/_/')) return shell;
  return path;
}

/** Maps a URL path to a file of dist/: directories and extension-less paths get index.html. */
function toFile(path: string): string {
  const rewritten = shellFor(path);
  if (rewritten.endsWith('/')) return `${rewritten}index.html`;
  return /\.[a-z0-9]+$/i.test(rewritten) ? rewritten : `${rewritten}/index.html`;
}

export function serveSite(app: Hono<AppEnv>, site: SiteOptions) {
  app.use(
    `${MEDIA_PREFIX}*`,
    serveStatic({
      root: site.mediaDir,
      rewriteRequestPath: (path) => path.slice(MEDIA_PREFIX.length - 1),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use(
    '*',
    serveStatic({
      root: site.distDir,
      precompressed: true,
      rewriteRequestPath: toFile,
      onFound: (_path, c) => {
        c.header(
          'Cache-Control',
          HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  // Read on each miss, so a rebuild of dist/ shows at once.
  return async (c: Context) =>
    c.html(
      await readFile(join(site.distDir, '404.html'), 'utf8').catch(() => 'Pagina nu a fost găsită'),
      404,
    );
}
