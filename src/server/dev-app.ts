/**
 * The dev server's side of dev-integration.ts: boots the product once, then answers /api and
 * /media; the static rewrites (shells, news list pages) point Astro at the page to render.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app.ts';
import { boot } from './boot.ts';
import { readEnv } from './env.ts';
import { MEDIA_PREFIX } from './services/storage.ts';
import { startBanner } from './start-banner.ts';
import { sitePathFor } from './static.ts';

type Booted = Awaited<ReturnType<typeof boot>>;
const state = globalThis as { __devProduct?: Promise<Booted> };
state.__devProduct ??= (async () => {
  const env = readEnv();
  const product = await boot(env);
  // Astro prints the address; the banner adds where the mails go and the demo accounts.
  console.log(startBanner({ smtpUrl: env.SMTP_URL, outboxDir: product.outboxDir, demo: env.demo }));
  return product;
})();

// Built once per evaluation of this module: Vite evaluates it again when server code changes,
// which is the hot reload. Astro serves the pages, so the app only needs /api and /media.
const listener = state.__devProduct.then((product) =>
  getRequestListener(
    createApp(product.deps, { distDir: '/dev-server-has-no-dist', mediaDir: product.mediaDir })
      .fetch,
  ),
);

/** Handles the request when it is ours; returns false to let Astro serve it. */
export async function handleDevRequest(req: IncomingMessage, res: ServerResponse, url: string) {
  const [path = '/', query = ''] = url.split('?');
  const file = sitePathFor(path, new URLSearchParams(query));
  if (file !== path) {
    req.url = file;
    return false;
  }
  if (!path.startsWith('/api/') && !path.startsWith(MEDIA_PREFIX)) return false;
  await (await listener)(req, res);
  return true;
}
