/**
 * The content API's files (src/components/public/content-api.ts), written by the build under
 * dist/api/ as `{path}index.json` for each path of src/lib/paths/content.ts, and the news of one
 * category as `news/{category}.json`; src/server/routes/content.ts serves them at those paths.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getNews } from '../../components/public/content.ts';
import {
  announcementGroups,
  json,
  mediaAppearances,
  newsCategories,
  newsItem,
  newsList,
  objectives,
  quotes,
  videos,
} from '../../components/public/content-api.ts';
import { NEWS_CATEGORIES, type NewsCategory } from '../../lib/news.ts';

type Build = () => Promise<unknown> | unknown;

export const getStaticPaths = (async () => {
  const files: Record<string, Build> = {
    'news/categories/index.json': newsCategories,
    'news/index.json': () => newsList(''),
    'announcements/index.json': announcementGroups,
    'media-appearances/index.json': mediaAppearances,
    'supporters/index.json': () => quotes('supporters'),
    'testimonials/index.json': () => quotes('testimonials'),
    'objectives/index.json': objectives,
  };
  for (const category of Object.keys(NEWS_CATEGORIES) as NewsCategory[])
    files[`news/${category}.json`] = () => newsList(category);
  for (const entry of await getNews()) files[`news/${entry.id}/index.json`] = () => newsItem(entry);
  for (const video of await videos()) files[`videos/${video.id}/index.json`] = () => video;
  return Object.entries(files).map(([file, build]) => ({ params: { file }, props: { build } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ build: Build }> = async ({ props }) => json(await props.build());
