import { describe, expect, test } from 'vitest';
import { NEWS_PAGE_SIZE } from '../../src/lib/limits.ts';
import {
  type ListedNews,
  type NewsCategory,
  newsListFile,
  newsListUrl,
  newsPages,
  pagerItems,
} from '../../src/lib/news.ts';

interface Item extends ListedNews {
  id: string;
}
const item = (id: string, category: NewsCategory, video = false): Item => ({
  id,
  data: { category, ...(video ? { video: { id } } : {}) },
});
const ids = (items: Item[]) => items.map((i) => i.id);

/** Newest first: a video, the contest, a tour item, two galas, an older video. */
const news = [
  item('v1', 'video', true),
  item('c1', 'contest'),
  item('t1', 'tour'),
  item('g1', 'gala'),
  item('g2', 'gala'),
  item('v2', 'video', true),
];

describe('newsPages', () => {
  test("'Toate' heads with the contest and skips the newest other item when videos exist", () => {
    const { contest, pages } = newsPages(news, '');
    expect(contest?.id).toBe('c1');
    expect(pages).toHaveLength(1);
    expect(ids(pages[0]?.videos ?? [])).toEqual(['v1', 'v2']);
    expect(ids(pages[0]?.cards ?? [])).toEqual(['g1', 'g2']);
  });

  test('a category lists its own items, the first included, and no contest block', () => {
    const { contest, pages } = newsPages(news, 'tour');
    expect(contest).toBeUndefined();
    expect(ids(pages[0]?.cards ?? [])).toEqual(['t1']);
  });

  test("'Concurs' shows the contest block; 'Video' the video items", () => {
    expect(newsPages(news, 'contest').contest?.id).toBe('c1');
    expect(ids(newsPages(news, 'video').pages[0]?.videos ?? [])).toEqual(['v1', 'v2']);
  });

  test('a category without news has one empty page (the empty text)', () => {
    expect(newsPages(news, 'photo').pages).toEqual([{ videos: [], cards: [] }]);
  });

  test(`pages hold ${NEWS_PAGE_SIZE} items, videos and cards together, in date order`, () => {
    const many = Array.from({ length: 2 * NEWS_PAGE_SIZE + 1 }, (_, i) =>
      item(`n${i}`, 'choir', i % 5 === 0),
    ).map((n) => (n.data.video ? { ...n, data: { ...n.data, category: 'video' as const } } : n));
    const { pages } = newsPages(many, '');
    // n0 is a video, so the newest other item (n1) is skipped.
    expect(pages.map((p) => p.videos.length + p.cards.length)).toEqual([
      NEWS_PAGE_SIZE,
      NEWS_PAGE_SIZE,
    ]);
    expect(ids(pages[0]?.cards ?? [])[0]).toBe('n2');
  });
});

describe('newsListUrl', () => {
  test.each([
    ['', 1, '/evenimente/stiri'],
    ['gala', 1, '/evenimente/stiri?category=gala'],
    ['', 3, '/evenimente/stiri?page=3'],
    ['gala', 2, '/evenimente/stiri?category=gala&page=2'],
  ] as const)('%j page %i is %s', (filter, page, url) => {
    expect(newsListUrl(filter, page)).toBe(url);
  });
});

describe('newsListFile', () => {
  test.each([
    ['category=gala', '/evenimente/stiri/lista/gala/1/'],
    ['category=gala&page=2', '/evenimente/stiri/lista/gala/2/'],
    ['page=4', '/evenimente/stiri/lista/toate/4/'],
    ['category=nimic', '/evenimente/stiri/lista/toate/1/'],
    ['category=../../etc&page=2', '/evenimente/stiri/lista/toate/2/'],
    ['page=0', '/evenimente/stiri/lista/toate/0/'],
    ['page=../x', '/evenimente/stiri/lista/toate/0/'],
    ['page=2.5', '/evenimente/stiri/lista/toate/0/'],
  ])('?%s is answered by %s', (query, file) => {
    expect(newsListFile(new URLSearchParams(query))).toBe(file);
  });
});

describe('pagerItems', () => {
  test.each([
    [1, 1, [1]],
    [1, 4, [1, 2, 3, 4]],
    [1, 10, [1, 2, 3, null, 10]],
    [6, 10, [1, null, 4, 5, 6, 7, 8, null, 10]],
    [10, 10, [1, null, 8, 9, 10]],
  ])('page %i of %i shows %j', (page, pages, items) => {
    expect(pagerItems(page, pages)).toEqual(items);
  });
});
