/**
 * The content API of the built site (issue #22): each path of document 1 §7 answers the spec's
 * entity, built from the same content collections as the pages, from the real server on the
 * real dist/. Run after `npm run build`.
 */
import { readdirSync } from 'node:fs';
import { type APIRequestContext, expect, test } from '@playwright/test';
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
} from '../../src/lib/api/content.ts';
import { contentApi as m } from '../../src/lib/messages.ts';
import { NEWS_CATEGORIES } from '../../src/lib/news.ts';

/** The spec's fields of each entity (document 1 §3), by the names the API gives them. */
const SPEC_FIELDS = {
  news: ['id', 'slug', 'title', 'category', 'location', 'date', 'front_page_image', 'banner'],
  newsTexts: ['first_text_area', 'second_text_area', 'quote', 'video', 'gallery'],
  video: ['mp4', 'webm', 'ogg', 'id', 'front_page_text'],
  announcement: ['date', 'title', 'description', 'photo'],
  media: [
    'title',
    'text',
    'front_page_image',
    'source_display',
    'source_url',
    'source_date',
    'date',
    'slug',
  ],
  quote: ['name', 'image', 'order', 'translations'],
  objective: ['title', 'description', 'image'],
};

/** The answer's JSON, after checking it is public, cached and fits `schema`. */
async function read<S extends v.GenericSchema>(
  request: APIRequestContext,
  path: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/json/);
  expect(res.headers()['cache-control']).toBe('public, max-age=300');
  const result = v.safeParse(schema, await res.json());
  if (!result.success) throw new Error(`${path}: ${v.summarize(result.issues)}`);
  return result.output;
}

const keys = (o: object) => Object.keys(o);

test('GET /api/news/categories/ and /api/news/ answer every news item of content/news', async ({
  request,
}) => {
  const categories = await read(request, '/api/news/categories/', newsCategoriesSchema);
  expect(categories).toEqual(
    Object.entries(NEWS_CATEGORIES).map(([key, value]) => ({ key, value })),
  );

  const list = await read(request, '/api/news/', newsListSchema);
  const slugs = [
    list.contest?.slug,
    ...list.videos.map((n) => n.slug),
    ...list.news.map((n) => n.slug),
  ];
  const files = readdirSync('content/news').map((f) => f.replace(/\.md$/, ''));
  expect(slugs.sort()).toEqual(files.sort());
  expect(list.contest?.category).toBe('contest');
  expect(list.videos.every((n) => n.category === 'video' && n.video)).toBe(true);
  const dates = list.news.map((n) => n.date);
  expect(dates).toEqual([...dates].sort().reverse());
  expect(keys(list.contest ?? {})).toEqual(
    expect.arrayContaining([...SPEC_FIELDS.news, ...SPEC_FIELDS.newsTexts]),
  );
  expect(keys(list.videos[0]?.video ?? {})).toEqual(expect.arrayContaining(SPEC_FIELDS.video));

  // One category: only its items, and the contest only for 'contest'.
  const gala = await read(request, '/api/news/?category=gala', newsListSchema);
  expect(gala.contest).toBeNull();
  expect(gala.news.length).toBeGreaterThan(0);
  expect(gala.news.every((n) => n.category === 'gala')).toBe(true);
  const contest = await read(request, '/api/news/?category=contest', newsListSchema);
  expect(contest.contest?.slug).toBe(list.contest?.slug);

  const refused = await request.get('/api/news/?category=nimic');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({ category: [m.unknownCategory] });
});

test('GET /api/news/{slug}/ answers the item whole, as its page shows it', async ({
  request,
  page,
}) => {
  const slug = 'gala-vocile-copiilor-ateneu';
  const item = await read(request, `/api/news/${slug}/`, newsItemSchema);
  expect(keys(item)).toEqual(
    expect.arrayContaining([...SPEC_FIELDS.news, ...SPEC_FIELDS.newsTexts]),
  );
  expect(item.slug).toBe(slug);
  await page.goto(`/evenimente/stiri/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  const firstParagraph = /<p>([^<]+)/.exec(item.first_text_area)?.[1] ?? '';
  expect(firstParagraph.length).toBeGreaterThan(20);
  await expect(page.getByText(firstParagraph.slice(0, 40)).first()).toBeVisible();
  // Its pictures are files of the site.
  const picture = await request.get(item.front_page_image);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');

  for (const path of ['/api/news/nu-exista/', '/api/news/..%2F..%2Findex.html/']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.json()).toEqual({ detail: m.newsNotFound });
  }
});

test('GET /api/videos/{id}/ answers the sources of each video of the news', async ({ request }) => {
  const list = await read(request, '/api/news/?category=video', newsListSchema);
  expect(list.videos.length).toBeGreaterThan(0);
  for (const { video } of list.videos) {
    const answer = await read(request, `/api/videos/${video?.id}/`, videoSchema);
    expect(answer).toEqual(video);
    expect(keys(answer)).toEqual(expect.arrayContaining(SPEC_FIELDS.video));
  }
  const missing = await request.get('/api/videos/nu-exista/');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ detail: m.videoNotFound });
});

test('GET /api/announcements/ answers the groups of the Noutăți page', async ({
  request,
  page,
}) => {
  const groups = await read(request, '/api/announcements/', announcementGroupsSchema);
  const items = groups.flatMap((g) => g.items);
  expect(items.length).toBeGreaterThan(0);
  for (const group of groups)
    expect(group.items.every((i) => i.date.startsWith(group.date))).toBe(true);
  expect(keys(items[0] ?? {})).toEqual(expect.arrayContaining(SPEC_FIELDS.announcement));
  await page.goto('/evenimente/noutati');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(groups.length);
  await expect(main.getByRole('heading', { level: 3 })).toHaveText(items.map((i) => i.title));
});

test('GET /api/media-appearances/ answers the cards of its page', async ({ request, page }) => {
  const items = await read(request, '/api/media-appearances/', mediaAppearancesSchema);
  expect(keys(items[0] ?? {})).toEqual(expect.arrayContaining(SPEC_FIELDS.media));
  await page.goto('/evenimente/aparitii-media');
  // Each card's title links out: its heading ends with the hidden '(se deschide într-o filă nouă)'.
  const startsWith = (title: string) =>
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
    items.map((i) => startsWith(i.title)),
  );
});

test('GET /api/supporters/ and /api/testimonials/ keep translations; the pages show the Romanian one', async ({
  request,
  page,
}) => {
  const supporters = await read(request, '/api/supporters/', quotesSchema);
  const testimonials = await read(request, '/api/testimonials/', quotesSchema);
  for (const list of [supporters, testimonials]) {
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((p) => p.order)).toEqual([...list.map((p) => p.order)].sort((a, b) => a - b));
    for (const person of list) {
      expect(keys(person)).toEqual(expect.arrayContaining(SPEC_FIELDS.quote));
      expect(person.translations.map((t) => t.language)).toContain('ro');
    }
  }
  const romanian = (p: (typeof supporters)[number]) =>
    p.translations.find((t) => t.language === 'ro')?.text ?? '';
  await page.goto('/despre-vocile-copiilor/sustinatori');
  for (const person of supporters) await expect(page.getByText(romanian(person))).toBeVisible();
  await page.goto('/');
  for (const person of testimonials)
    await expect(page.getByText(romanian(person)).first()).toBeAttached();
});

test('GET /api/objectives/ answers title, HTML description and image, in order', async ({
  request,
}) => {
  const objectives = await read(request, '/api/objectives/', objectivesSchema);
  expect(objectives.length).toBeGreaterThan(0);
  for (const objective of objectives) {
    expect(keys(objective)).toEqual(SPEC_FIELDS.objective);
    expect(objective.description).toMatch(/^<p>[^<]+<\/p>$/);
  }
});
