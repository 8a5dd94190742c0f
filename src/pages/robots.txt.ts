/** /robots.txt: everything public is crawlable; the members area and the API are not. */
import type { APIContext } from 'astro';

export function GET(context: APIContext) {
  const sitemap = new URL('/sitemap-index.xml', context.site ?? context.url.origin).href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cont/',
    'Disallow: /api/',
    'Disallow: /activate/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ];
  return new Response(body.join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
