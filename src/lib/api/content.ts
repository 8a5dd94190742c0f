/**
 * The public content API (document 1 §3 and §7): the news, announcements, media appearances,
 * supporters, testimonials, objectives and videos of the site, as JSON built with the site from
 * the same content collections (src/pages/api/). Field names follow the spec's entities; a picture
 * or a video file is a path on the site's origin ('/_astro/…', '/videos/…'), a date ISO 8601.
 */
import * as v from 'valibot';
import { NEWS_CATEGORIES, type NewsCategory } from '../news.ts';

const categoryKeys = Object.keys(NEWS_CATEGORIES) as [NewsCategory, ...NewsCategory[]];

/** A path on the site's origin, e.g. '/_astro/news-1.Bx3.webp'. */
const sitePath = v.pipe(v.string(), v.startsWith('/'));
/** 'YYYY-MM-DD' (Europe/Bucharest). */
const day = v.pipe(v.string(), v.isoDate());

/** GET /api/news/categories/: each category's key and its Romanian name. */
export const newsCategoriesSchema = v.array(
  v.strictObject({ key: v.picklist(categoryKeys), value: v.string() }),
);

/** A news item's video: its sources (at least one), poster and captions. */
export const videoSchema = v.strictObject({
  /** The `?watchVideo=` value and the `{video}` of GET /api/videos/{video}/. */
  id: v.string(),
  /** Its title, shown on the front page's cover. */
  front_page_text: v.string(),
  mp4: v.nullable(sitePath),
  webm: v.nullable(sitePath),
  ogg: v.nullable(sitePath),
  poster: sitePath,
  /** WebVTT captions in Romanian. */
  captions: v.nullable(sitePath),
});

/** A news item as the lists show it: GET /api/news/ (`videos`, `news`). */
export const listedNewsSchema = v.strictObject({
  /** Its slug: a news item has no other identity. */
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  category: v.picklist(categoryKeys),
  location: v.string(),
  /** ISO 8601 with its time, e.g. '2025-10-01T15:00:00.000Z'. */
  date: v.pipe(v.string(), v.isoTimestamp()),
  /** The card's short text. */
  summary: v.string(),
  front_page_image: sitePath,
  front_page_image_alt: v.string(),
  video: v.nullable(videoSchema),
});

/** A news item whole: GET /api/news/{slug}/, and the contest of GET /api/news/. */
export const newsItemSchema = v.strictObject({
  ...listedNewsSchema.entries,
  banner: v.nullable(sitePath),
  /** HTML. */
  first_text_area: v.string(),
  /** HTML, or ''. */
  second_text_area: v.string(),
  quote: v.nullable(v.string()),
  quote_author: v.nullable(v.string()),
  gallery: v.array(v.strictObject({ image: sitePath, alt: v.string() })),
});

/**
 * GET /api/news/: the newest contest item (for all categories and for `contest`, else null), the
 * video items and the other items, newest first; `?category=` keeps one category's.
 */
export const newsListSchema = v.strictObject({
  contest: v.nullable(newsItemSchema),
  videos: v.array(listedNewsSchema),
  news: v.array(listedNewsSchema),
});

/** GET /api/announcements/: the announcements grouped by month, newest first. */
export const announcementGroupsSchema = v.array(
  v.strictObject({
    /** The month, 'YYYY-MM'. */
    date: v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
    items: v.array(
      v.strictObject({
        date: day,
        title: v.string(),
        description: v.string(),
        photo: v.nullable(sitePath),
        photo_alt: v.string(),
      }),
    ),
  }),
);

/** GET /api/media-appearances/: newest first. */
export const mediaAppearancesSchema = v.array(
  v.strictObject({
    slug: v.string(),
    title: v.string(),
    text: v.string(),
    front_page_image: sitePath,
    /** The publication's name. */
    source_display: v.string(),
    source_url: v.pipe(v.string(), v.url()),
    /** The day the source published it. */
    source_date: day,
    date: day,
  }),
);

/** A text in each language: `[{ language: 'ro', text: '…' }]`. */
const translations = v.array(v.strictObject({ language: v.string(), text: v.string() }));

/** GET /api/supporters/ and GET /api/testimonials/: in their order. */
export const quotesSchema = v.array(
  v.strictObject({
    name: v.string(),
    /** e.g. 'Părinte, Cluj-Napoca', or ''. */
    role: v.string(),
    image: sitePath,
    order: v.number(),
    translations,
  }),
);

/** GET /api/objectives/: in their order. */
export const objectivesSchema = v.array(
  v.strictObject({
    title: v.string(),
    /** HTML. */
    description: v.string(),
    image: sitePath,
  }),
);

export type NewsItem = v.InferOutput<typeof newsItemSchema>;
export type ListedNews = v.InferOutput<typeof listedNewsSchema>;
export type ContentVideo = v.InferOutput<typeof videoSchema>;
export type AnnouncementGroup = v.InferOutput<typeof announcementGroupsSchema>[number];
export type MediaAppearance = v.InferOutput<typeof mediaAppearancesSchema>[number];
export type Quote = v.InferOutput<typeof quotesSchema>[number];
export type Objective = v.InferOutput<typeof objectivesSchema>[number];
