/**
 * `npm run dev`: the Astro dev server with the API in the same process. /api requests go to
 * createApp() loaded through Vite, so route changes hot-reload; the database and mail sender
 * are booted once and survive reloads. The rewrites of static.ts (shells, news list pages) apply here too.
 */
import type { AstroIntegration } from 'astro';

export function devApi(): AstroIntegration {
  return {
    name: 'dev-api',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.url ?? '/';
          const { handleDevRequest } = await server.ssrLoadModule('/src/server/dev-app.ts');
          if (!(await handleDevRequest(req, res, url))) next();
        });
      },
    },
  };
}
