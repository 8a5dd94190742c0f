/**
 * Reading the content collections for the public pages: the site record, sorted lists, the
 * /despre-{product}/ paths and the long Romanian date format (Europe/Bucharest).
 */
import { type CollectionEntry, getCollection, getEntry } from 'astro:content';
import { NEWS_CATEGORIES, type NewsCategory } from '../../lib/news.ts';

export { NEWS_CATEGORIES, type NewsCategory };
export type NewsEntry = CollectionEntry<'news'>;

/** The one record of content/site.yaml. */
export async function getSite() {
  const entry = await getEntry('site', 'site');
  if (!entry) throw new Error('content/site.yaml must hold one record under the key "site"');
  return entry.data;
}

/** A page of content/pages/ by its file name (without .md); fails the build when missing. */
export async function getPage(id: string) {
  const entry = await getEntry('pages', id);
  if (!entry) throw new Error(`content/pages/${id}.md is missing`);
  return entry;
}

/** A path of the "Despre" menu: /despre-{product}/{page}. */
export function aboutPath(slug: string, page: string) {
  return `/despre-${slug}/${page}`;
}

export const newsPath = (entry: NewsEntry) => `/evenimente/stiri/${entry.id}`;

/** News, newest first. */
export async function getNews(): Promise<NewsEntry[]> {
  const all = await getCollection('news');
  return all.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/** Entries of a data collection with an `order` field, in that order. */
export async function getOrdered<
  C extends 'team' | 'supporters' | 'testimonials' | 'partners' | 'objectives' | 'activities',
>(collection: C) {
  const all = await getCollection(collection);
  return all.sort((a, b) => a.data.order - b.data.order);
}

/** Supporters or testimonials in order, each with `text`: its Romanian translation. */
export async function getQuotes(collection: 'supporters' | 'testimonials') {
  return (await getOrdered(collection)).map(({ data }) => ({
    ...data,
    text: data.translations.find((t) => t.language === 'ro')?.text ?? '',
  }));
}

export { formatDate, formatMonth } from '../../lib/dates.ts';

/** "84.000" */
export const formatNumber = (n: number) => new Intl.NumberFormat('ro-RO').format(n);

/**
 * The spec's news list (§2.4): the contest block, the video items and the cards. When videos
 * exist, the first news item is skipped (it is the one the videos stand in for on the page).
 */
export function splitNews(items: NewsEntry[]) {
  const contest = items.find((n) => n.data.category === 'contest');
  const videos = items.filter((n) => n.data.category === 'video' && n.data.video);
  const rest = items.filter((n) => n !== contest && !videos.includes(n));
  return { contest, videos, rest, cards: videos.length > 0 ? rest.slice(1) : rest };
}
