/**
 * The news list (spec §2.4) at any size: its categories, how the items fall into pages, and where
 * each page is prebuilt. The visitor's address stays the spec's (`/evenimente/stiri?category=gala`,
 * plus `&page=2`); the server (src/server/static.ts, or nginx in docs/deploy.md) answers it with
 * the prebuilt file of `newsListFile`. Isomorphic: the build, the server and the tests share it.
 */
import { NEWS_PAGE_SIZE } from './limits.ts';

/** News categories of spec §3: the key is what the API and the `?category=` parameter use. */
export const NEWS_CATEGORIES = {
  contest: 'Concurs',
  gala: 'Gală',
  shop: 'Atelier',
  choir: 'Coruri',
  festival: 'Festival',
  tour: 'Turnee',
  video: 'Video',
  photo: 'Foto',
} as const;
export type NewsCategory = keyof typeof NEWS_CATEGORIES;
/** A category, or '' for 'Toate'. */
export type NewsFilter = NewsCategory | '';

export const NEWS_LIST_PATH = '/evenimente/stiri';
/** Prebuilt pages: /evenimente/stiri/lista/{category or ALL}/{page}/ */
export const NEWS_LIST_PAGES_PATH = `${NEWS_LIST_PATH}/lista`;
const ALL = 'toate';

export const isNewsCategory = (value: string | null): value is NewsCategory =>
  value !== null && Object.hasOwn(NEWS_CATEGORIES, value);

/** What the list needs of a news item. */
export interface ListedNews {
  data: { category: NewsCategory; video?: unknown };
}

export interface NewsListPage<T> {
  /** The video items of this page (the first of page 1 shown wider). */
  videos: T[];
  cards: T[];
}

/**
 * The pages of one category ('' for all), NEWS_PAGE_SIZE items each, newest first (`items` are
 * sorted so). The contest block (the newest contest item) heads page 1 of 'Toate' and 'Concurs'
 * and is not counted. Video items keep their place in time, shown in the page's video block.
 * In 'Toate', when videos exist, the newest other item is skipped (spec). Always at least one
 * page: an empty one shows the empty text.
 */
export function newsPages<T extends ListedNews>(items: T[], filter: NewsFilter) {
  const contest = items.find((n) => n.data.category === 'contest');
  const isVideo = (n: T) => n.data.category === 'video' && Boolean(n.data.video);
  const hasVideos = items.some(isVideo);
  const others = items.filter((n) => n !== contest && !isVideo(n));
  const skipped = filter === '' && hasVideos ? others[0] : undefined;
  const listed = items.filter(
    (n) => n !== contest && n !== skipped && (filter === '' || n.data.category === filter),
  );
  const pages: NewsListPage<T>[] = [];
  for (let start = 0; start < listed.length || pages.length === 0; start += NEWS_PAGE_SIZE) {
    const slice = listed.slice(start, start + NEWS_PAGE_SIZE);
    pages.push({ videos: slice.filter(isVideo), cards: slice.filter((n) => !isVideo(n)) });
  }
  const showContest = filter === '' || filter === 'contest';
  return { contest: showContest ? contest : undefined, pages };
}

/** The visitor's address of a page: `/evenimente/stiri?category=gala&page=2`. */
export function newsListUrl(filter: NewsFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter) query.set('category', filter);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${NEWS_LIST_PATH}?${search}` : NEWS_LIST_PATH;
}

/** The path segment of a category's prebuilt pages. */
export const newsListSegment = (filter: NewsFilter) => filter || ALL;

/** The prebuilt page's path (a directory with its index.html). */
export const newsListPagePath = (filter: NewsFilter, page: number) =>
  `${NEWS_LIST_PAGES_PATH}/${newsListSegment(filter)}/${page}/`;

/**
 * The prebuilt file that answers the list's query: an unknown category falls back to all (as
 * the spec's default); a page that is not a positive whole number maps to page 0, which does
 * not exist (404), so nothing from the query reaches the path but a category name and digits.
 */
export function newsListFile(query: URLSearchParams): string {
  const category = query.get('category');
  const filter: NewsFilter = isNewsCategory(category) ? category : '';
  const raw = query.get('page');
  const page = raw === null ? 1 : /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 0;
  return newsListPagePath(filter, page);
}

/** The page numbers a pager shows: the first, the last and two on each side of the current one; null is a gap. */
export function pagerItems(page: number, pages: number): (number | null)[] {
  const items: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) items.push(n);
    else if (items.at(-1) !== null) items.push(null);
  }
  return items;
}
