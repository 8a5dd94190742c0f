/** /rss.xml: the news feed (newest first), built with @astrojs/rss. */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getNews, NEWS_CATEGORIES, newsPath } from '../components/public/content.ts';
import { site } from '../lib/messages.ts';

export async function GET(context: APIContext) {
  const news = await getNews();
  return rss({
    title: `${site.name}: Știri`,
    description: site.description,
    site: context.site ?? context.url.origin,
    customData: '<language>ro</language>',
    items: news.map((item) => ({
      title: item.data.title,
      description: item.data.summary,
      pubDate: item.data.date,
      link: newsPath(item),
      categories: [NEWS_CATEGORIES[item.data.category]],
    })),
  });
}
