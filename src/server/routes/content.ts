/**
 * The public content (document 1 §7): news, announcements, media appearances, supporters,
 * testimonials, objectives, videos. The site's build writes each answer as a JSON file under
 * dist/api/ from the content collections the pages are built from (src/pages/api/); here each
 * request reads its file, so an answer costs a file read and changes with the next build only.
 * The file of a path is `dist{path}index.json`; the news of one category `dist/api/news/{category}.json`.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { contentApi as m } from '../../lib/messages.ts';
import type { AppEnv } from '../auth.ts';
import { parseQuery } from '../http.ts';
import { newsQuerySchema, contentOps as ops } from '../openapi/paths/content.ts';
import { route } from '../openapi/route.ts';

/** Browsers and CDNs may reuse an answer this long; a rebuild shows within it. */
const MAX_AGE_SECONDS = 300;
/** A slug or a video id as the content schemas allow them; anything else names no file. */
const SLUG = /^[a-z0-9-]{1,200}$/;

const fileOf = (path: string) => `${path.slice(1)}index.json`;

/**
 * `distDir`: the built site; none when this server does not serve it (503: the content lives
 * where the site is hosted).
 */
export function contentRoutes(distDir: string | undefined) {
  const app = new Hono<AppEnv>();

  /**
   * The file's JSON. Not there: 404 with `missing` (a slug or an id that names nothing) once the
   * site was built, else 503 with `unavailable`.
   */
  async function answer(
    c: Context<AppEnv>,
    file: string | null,
    { missing, unavailable = m.notBuilt }: { missing?: string; unavailable?: string },
  ) {
    const body = distDir && file ? await readFile(join(distDir, file)).catch(() => null) : null;
    if (body) {
      c.header('Cache-Control', `public, max-age=${MAX_AGE_SECONDS}`);
      return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    }
    const built =
      distDir &&
      (await access(join(distDir, fileOf(ops.newsCategories.path))).then(
        () => true,
        () => false,
      ));
    return built && missing
      ? c.json({ detail: missing }, 404)
      : c.json({ detail: unavailable }, 503);
  }

  route(app, ops.newsCategories, (c) => answer(c, fileOf(ops.newsCategories.path), {}));
  route(app, ops.news, (c) => {
    const { category } = parseQuery(c, newsQuerySchema);
    return answer(c, category ? `api/news/${category}.json` : fileOf(ops.news.path), {});
  });
  route(app, ops.newsItem, (c) => {
    const slug = c.req.param('slug') ?? '';
    const file = SLUG.test(slug) ? `api/news/${slug}/index.json` : null;
    return answer(c, file, { missing: m.newsNotFound });
  });
  // The spec's own text when the announcements cannot be given (§8, 'Announcements failure').
  route(app, ops.announcements, (c) =>
    answer(c, fileOf(ops.announcements.path), { unavailable: m.announcementsFailed }),
  );
  for (const op of [ops.mediaAppearances, ops.supporters, ops.testimonials, ops.objectives])
    route(app, op, (c) => answer(c, fileOf(op.path), {}));
  route(app, ops.video, (c) => {
    const video = c.req.param('video') ?? '';
    const file = SLUG.test(video) ? `api/videos/${video}/index.json` : null;
    return answer(c, file, { missing: m.videoNotFound });
  });
  return app;
}
