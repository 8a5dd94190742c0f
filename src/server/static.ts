/**
 * Serves the built site (dist/) and uploaded media from the same process as the API.
 * Dynamic account paths are static shells, and the news list's `?category=…&page=…` is answered
 * by its prebuilt page (docs/deploy.md lists the same rewrites for nginx).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { NEWS_LIST_PATH, newsListFile } from '../lib/news.ts';
import type { AppEnv } from './auth.ts';
import { API_CSP, pagePolicyReader } from './csp.ts';
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
  [/^\/formular-gdpr\/retragere\/[^/]+\/?$/, '/formular-gdpr/retragere/_/'],
];

const HASHED_ASSET = /^\/_astro\//;

/** The shell page that serves `path`, or `path` itself. */
export function shellFor(path: string): string {
  for (const [pattern, shell] of SHELL_REWRITES)
    if (pattern.test(path) && !path.includes('/_/')) return shell;
  return path;
}

const NEWS_LIST = new RegExp(`^${NEWS_LIST_PATH}/?$`);

/** The path of dist/ that answers a request: a shell page, a prebuilt news list page, or the path itself. */
export function sitePathFor(path: string, query: URLSearchParams): string {
  if (NEWS_LIST.test(path) && (query.has('category') || query.has('page')))
    return newsListFile(query);
  return shellFor(path);
}

/** Maps a request to a file of dist/: directories and extension-less paths get index.html. */
function toFile(path: string, c: Context): string {
  const rewritten = sitePathFor(path, new URL(c.req.url).searchParams);
  if (rewritten.endsWith('/')) return `${rewritten}index.html`;
  return /\.[a-z0-9]+$/i.test(rewritten) ? rewritten : `${rewritten}/index.html`;
}

export function serveSite(app: Hono<AppEnv>, site: SiteOptions) {
  const pagePolicy = pagePolicyReader(site.distDir);
  app.use(
    `${MEDIA_PREFIX}*`,
    serveStatic({
      root: site.mediaDir,
      rewriteRequestPath: (path) => path.slice(MEDIA_PREFIX.length - 1),
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
        // Uploads are pictures: opened on their own, they may load and run nothing.
        c.header('Content-Security-Policy', API_CSP);
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
        // By type, as the path may be the precompressed .br or .gz beside the page.
        if (c.res.headers.get('Content-Type')?.startsWith('text/html'))
          c.header('Content-Security-Policy', pagePolicy());
      },
    }),
  );
  // Read on each miss, so a rebuild of dist/ shows at once.
  return async (c: Context) => {
    c.header('Content-Security-Policy', pagePolicy());
    return c.html(
      await readFile(join(site.distDir, '404.html'), 'utf8').catch(() => 'Pagina nu a fost găsită'),
      404,
    );
  };
}
