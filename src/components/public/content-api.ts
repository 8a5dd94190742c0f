/**
 * The content API's answers (src/lib/api/content.ts), built from the content collections the
 * pages are built from; src/pages/api/ writes each as a JSON file of dist/api/, which the server
 * serves at the spec's paths (src/server/routes/content.ts). Pictures go through the image
 * pipeline as the pages' do; every path is on the site's origin.
 */
import { getImage } from 'astro:assets';
import { getCollection } from 'astro:content';
import type { ImageMetadata } from 'astro';
import type {
  AnnouncementGroup,
  ContentVideo,
  ListedNews,
  MediaAppearance,
  NewsItem,
  Objective,
  Quote,
} from '../../lib/api/content.ts';
import { todayInBucharest } from '../../lib/dates.ts';
import { NEWS_CATEGORIES, type NewsFilter } from '../../lib/news.ts';
import { getNews, getOrdered, type NewsEntry } from './content.ts';

/** A WebP of the picture at most `width` pixels wide: its path. */
const picture = async (src: ImageMetadata, width: number) =>
  (await getImage({ src, width: Math.min(width, src.width), format: 'webp' })).src;

/** 'YYYY-MM-DD' in Bucharest. */
const dayOf = (date: Date) => todayInBucharest(date);

export const newsCategories = () =>
  Object.entries(NEWS_CATEGORIES).map(([key, value]) => ({ key, value }));

function videoOf(video: NewsEntry['data']['video']): ContentVideo | null {
  if (!video) return null;
  return {
    id: video.id,
    front_page_text: video.title,
    mp4: video.mp4 ?? null,
    webm: video.webm ?? null,
    ogg: video.ogg ?? null,
    poster: video.poster,
    captions: video.captions ?? null,
  };
}

async function listedNews({ id, data }: NewsEntry): Promise<ListedNews> {
  return {
    id,
    slug: id,
    title: data.title,
    category: data.category,
    location: data.location,
    date: data.date.toISOString(),
    summary: data.summary,
    front_page_image: await picture(data.image, 960),
    front_page_image_alt: data.imageAlt,
    video: videoOf(data.video),
  };
}

export async function newsItem(entry: NewsEntry): Promise<NewsItem> {
  const { data } = entry;
  return {
    ...(await listedNews(entry)),
    banner: data.banner ? await picture(data.banner, 1600) : null,
    first_text_area: entry.rendered?.html ?? '',
    second_text_area: data.secondText ?? '',
    quote: data.quote ?? null,
    quote_author: data.quoteAuthor ?? null,
    gallery: await Promise.all(
      data.gallery.map(async (g) => ({ image: await picture(g.image, 1200), alt: g.alt })),
    ),
  };
}

/**
 * The spec's news list (§7: contest, videos, news) of one category ('' for all), newest first:
 * the newest contest item, whole, when all or `contest` are asked; the video items; the others.
 */
export async function newsList(filter: NewsFilter) {
  const all = await getNews();
  const contest = all.find((n) => n.data.category === 'contest');
  const shown = all.filter((n) => filter === '' || n.data.category === filter);
  const isVideo = (n: NewsEntry) => n.data.category === 'video' && Boolean(n.data.video);
  return {
    contest: contest && (filter === '' || filter === 'contest') ? await newsItem(contest) : null,
    videos: await Promise.all(shown.filter(isVideo).map(listedNews)),
    news: await Promise.all(shown.filter((n) => n !== contest && !isVideo(n)).map(listedNews)),
  };
}

/** Every video of the news, by its id. */
export async function videos(): Promise<ContentVideo[]> {
  return (await getNews()).flatMap((n) => videoOf(n.data.video) ?? []);
}

/** The announcements by month ('YYYY-MM'), newest first, as /evenimente/noutati shows them. */
export async function announcementGroups(): Promise<AnnouncementGroup[]> {
  const items = (await getCollection('announcements')).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime(),
  );
  const groups: AnnouncementGroup[] = [];
  for (const { data } of items) {
    const date = dayOf(data.date);
    const month = date.slice(0, 7);
    let group = groups.at(-1);
    if (group?.date !== month) {
      group = { date: month, items: [] };
      groups.push(group);
    }
    group.items.push({
      date,
      title: data.title,
      description: data.description,
      photo: data.photo ? await picture(data.photo, 640) : null,
      photo_alt: data.photoAlt ?? '',
    });
  }
  return groups;
}

export async function mediaAppearances(): Promise<MediaAppearance[]> {
  const items = (await getCollection('mediaAppearances')).sort(
    (a, b) => b.data.date.getTime() - a.data.date.getTime(),
  );
  return Promise.all(
    items.map(async ({ id, data }) => ({
      slug: id,
      title: data.title,
      text: data.text,
      front_page_image: await picture(data.image, 720),
      source_display: data.sourceName,
      source_url: data.sourceUrl,
      // The content keeps one date, the source's.
      source_date: dayOf(data.date),
      date: dayOf(data.date),
    })),
  );
}

export async function quotes(collection: 'supporters' | 'testimonials'): Promise<Quote[]> {
  return Promise.all(
    (await getOrdered(collection)).map(async ({ data }) => ({
      name: data.name,
      role: data.role ?? '',
      image: await picture(data.image, 288),
      order: data.order,
      translations: data.translations,
    })),
  );
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The spec's description is HTML; the content keeps plain text (the carousel shows it as text). */
export async function objectives(): Promise<Objective[]> {
  return Promise.all(
    (await getOrdered('objectives')).map(async ({ data }) => ({
      title: data.title,
      description: `<p>${escapeHtml(data.description)}</p>`,
      image: await picture(data.image, 960),
    })),
  );
}

/** A JSON answer for a prebuilt file of dist/api/. */
export const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
