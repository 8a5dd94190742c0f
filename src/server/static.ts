/**
 * Serves the built site (dist/) and uploaded media from the same process as the API.
 * Dynamic account paths are static shells, and the news list's `?category=…&page=…` is answered
 * by its prebuilt page (docs/deploy.md lists the same rewrites for nginx).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NEWS_LIST_PATH, newsListFile } from '../lib/news.ts';
import type { AppEnv } from './auth.ts';
import { isAvatarPath } from './avatars.ts';
import { CACHE } from './cache-control.ts';
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

type ServeOptions = Parameters<typeof serveStatic>[0];

/**
 * serveStatic, with headers that depend on the file found. serveStatic builds its answer before
 * its `onFound` runs, so a header set there is lost unless something had read `c.res` before
 * (the media's Cache-Control and policy were, until issue #19): they go on the answer itself.
 */
function serveFiles(options: ServeOptions, headersOf: (c: Context, type: string) => Headers) {
  const serve = serveStatic(options);
  return createMiddleware(async (c, next) => {
    const answer = await serve(c, next);
    // Not found: serveStatic passed the request on, and answers what `next` gave back.
    if (!(answer instanceof Response)) return;
    for (const [name, value] of headersOf(c, answer.headers.get('Content-Type') ?? ''))
      answer.headers.set(name, value);
    return answer;
  });
}

export function serveSite(app: Hono<AppEnv>, site: SiteOptions) {
  const pagePolicy = pagePolicyReader(site.distDir);
  app.use(
    `${MEDIA_PREFIX}*`,
    serveFiles(
      { root: site.mediaDir, rewriteRequestPath: (path) => path.slice(MEDIA_PREFIX.length - 1) },
      (c) =>
        new Headers({
          // A choir's picture is public; a member's photo only for those who see the member
          // (avatars.ts checked the asker before), so no shared cache may keep it.
          'Cache-Control': isAvatarPath(c.req.path)
            ? CACHE.privateImmutable
            : CACHE.publicImmutable,
          // Uploads are pictures: opened on their own, they may load and run nothing.
          'Content-Security-Policy': API_CSP,
        }),
    ),
  );
  app.use(
    '*',
    serveFiles(
      { root: site.distDir, precompressed: true, rewriteRequestPath: toFile },
      (c, type) => {
        const headers = new Headers({
          'Cache-Control': HASHED_ASSET.test(c.req.path) ? CACHE.publicImmutable : 'no-cache',
        });
        // By type, as the path may be the precompressed .br or .gz beside the page.
        if (type.startsWith('text/html')) headers.set('Content-Security-Policy', pagePolicy());
        return headers;
      },
    ),
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
