/**
 * The public content (routes/content.ts): JSON the site's build writes from the content
 * collections (src/pages/api/), so each answer is a file read, the same after every rebuild as the
 * pages. 503 on a server that has no built site (the API hosted apart, `npm run dev`).
 */
import * as v from 'valibot';
import {
  announcementGroupsSchema,
  mediaAppearancesSchema,
  newsCategoriesSchema,
  newsItemSchema,
  newsListSchema,
  objectivesSchema,
  quotesSchema,
  videoSchema,
} from '../../../lib/api/content.ts';
import { detailSchema } from '../../../lib/api/detail.ts';
import { contentApi as m } from '../../../lib/messages.ts';
import { NEWS_CATEGORIES, type NewsCategory } from '../../../lib/news.ts';
import { contentPaths as paths } from '../../../lib/paths/content.ts';
import { optionalParam } from '../../../lib/schemas/query.ts';
import type { Operation } from '../operation.ts';

const CACHED = 'Public, cached 5 minutes; the same as the pages of the last build';

/** `?category=gala`: one of the news categories (spec §3), or none; another: 400. */
export const newsQuerySchema = v.object({
  category: optionalParam(
    v.picklist(Object.keys(NEWS_CATEGORIES) as NewsCategory[], m.unknownCategory),
    `A news category: ${Object.keys(NEWS_CATEGORIES).join(', ')}; another: 400`,
  ),
});

const read = (
  path: string,
  summary: string,
  answer: v.GenericSchema,
  extra: Partial<Operation> = {},
): Operation => ({
  method: 'get',
  path,
  summary,
  description: CACHED,
  auth: 'public',
  responses: { 200: answer, 503: detailSchema },
  ...extra,
});

export const contentOps = {
  newsCategories: read(
    paths.newsCategories,
    'The news categories: key (the `category` of GET /api/news/) and Romanian name',
    newsCategoriesSchema,
  ),
  news: read(
    paths.news,
    'The news list: the newest contest item, the video items and the other items, newest first',
    newsListSchema,
    { query: newsQuerySchema },
  ),
  newsItem: read(paths.newsItem, 'A news item by its slug', newsItemSchema, { errors: [404] }),
  announcements: read(
    paths.announcements,
    'The announcements (Noutăți), grouped by month, newest first',
    announcementGroupsSchema,
  ),
  mediaAppearances: read(
    paths.mediaAppearances,
    'The media appearances, newest first',
    mediaAppearancesSchema,
  ),
  supporters: read(
    paths.supporters,
    'The supporters with their texts in each language, in order',
    quotesSchema,
  ),
  testimonials: read(
    paths.testimonials,
    'The testimonials with their texts in each language, in order',
    quotesSchema,
  ),
  objectives: read(paths.objectives, "The programme's objectives, in order", objectivesSchema),
  video: read(paths.video, 'A video of the news by its id: its sources', videoSchema, {
    errors: [404],
  }),
} satisfies Record<string, Operation>;
