// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { devApi } from './src/server/dev-integration.ts';
import { readEnv } from './src/server/env.ts';

const env = readEnv();

/**
 * Every script chunk built from the back office's modules (src/islands/staff/,
 * src/lib/messages-staff*, src/lib/api/staff-*, src/lib/schemas/staff-*) goes under /_astro/staff/, which the server serves to staff only
 * (src/server/staff-gate.ts). The bundler groups modules by the pages that use them, so a chunk
 * that holds one of them is used by back-office pages only.
 */
const STAFF_MODULE = /\/src\/(islands\/staff\/|lib\/messages-staff|lib\/(api|schemas)\/staff-)/;
/** @param {{ name: string; moduleIds: string[] }} chunk */
const clientFileName = (chunk) =>
  `_astro/${chunk.moduleIds.some((id) => STAFF_MODULE.test(id)) ? 'staff/' : ''}${chunk.name.replace(/[^\w.\-/]/g, '_')}.[hash].js`;

export default defineConfig({
  site: env.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // Every stylesheet a file, never inlined: the pages' Content-Security-Policy hashes each inline
  // <style> (scripts/csp-policy.ts), and with the components' own styles inlining would add dozens
  // of hashes to every response's header and repeat the CSS in every page instead of caching it.
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [
    react(),
    // The prebuilt news list pages have the spec's address (?category=…&page=…) as canonical URL.
    sitemap({
      filter: (page) =>
        !page.includes('/cont/') &&
        !page.includes('/evenimente/stiri/lista/') &&
        !page.includes('/formular-gdpr/retragere/'),
    }),
    devApi(),
  ],
  server: { port: env.PORT },
  vite: {
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: { entryFileNames: clientFileName, chunkFileNames: clientFileName },
          },
        },
      },
    },
  },
});
