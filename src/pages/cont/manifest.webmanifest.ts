/**
 * /cont/manifest.webmanifest: the members area as an installable app (issue #27), linked from the
 * members' layout only (MembersLayout.astro). It opens on the dashboard and stays within /cont/,
 * the service worker's scope; its icons are the site's logo (scripts/make-app-icons.ts).
 */
import { offline } from '../../lib/messages-offline.ts';
import { SERVICE_WORKER_SCOPE } from '../../lib/practice-cache.ts';

const icon = (size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/app-${purpose === 'any' ? '' : 'maskable-'}${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

export function GET() {
  const manifest = {
    name: offline.app.name,
    short_name: offline.app.shortName,
    description: offline.app.description,
    lang: 'ro',
    dir: 'ltr',
    id: SERVICE_WORKER_SCOPE,
    start_url: '/cont/dashboard/',
    scope: SERVICE_WORKER_SCOPE,
    display: 'standalone',
    // tokens.css: --color-bg and --color-primary (BaseLayout's theme-color).
    background_color: '#fffaf3',
    theme_color: '#b3341c',
    icons: [icon(192, 'any'), icon(512, 'any'), icon(512, 'maskable')],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
}
