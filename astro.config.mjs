// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { chunkGroups, STAFF_MODULE } from './scripts/chunk-groups.ts';
import { devApi } from './src/server/dev-integration.ts';
import { readEnv } from './src/server/env.ts';

const env = readEnv();

/**
 * Every script chunk built from the back office's modules (STAFF_MODULE: src/islands/staff/,
 * src/lib/messages-staff*, src/lib/api/staff-*, src/lib/schemas/staff-*) goes under /_astro/staff/,
 * which the server serves to staff only (src/server/staff-gate.ts). The bundler groups modules by
 * the pages that use them, so a chunk that holds one of them is used by back-office pages only;
 * scripts/chunk-groups.ts never groups them with others.
 */
/** @param {{ name: string; moduleIds: string[] }} chunk */
const clientFileName = (chunk) =>
  `_astro/${chunk.moduleIds.some((id) => STAFF_MODULE.test(id)) ? 'staff/' : ''}${chunk.name.replace(/[^\w.\-/]/g, '_')}.[hash].js`;

/**
 * The client build's entries may export more than their module (rolldown's `allow-extension`),
 * which a chunk group that leaves its modules' imports out needs (scripts/chunk-groups.ts); Astro
 * sets `exports-only` for the client build and takes no other value from the configuration.
 * @returns {import('vite').Plugin}
 */
const entriesMayExport = () => ({
  name: 'entries-may-export',
  applyToEnvironment: (environment) => environment.name === 'client',
  options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
});

export default defineConfig({
  site: env.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  // The client router would prefetch every hovered link; src/client/page-prefetch.ts already asks
  // for the signed-in frame's pages (and feeds the router from memory), so Astro's second request
  // for the same HTML is off, and its code is left out of the router's chunk (issue #21).
  prefetch: false,
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
    plugins: [entriesMayExport()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              entryFileNames: clientFileName,
              chunkFileNames: clientFileName,
              // Fewer, larger chunks for the signed-in frame (issue #21): see the module.
              codeSplitting: { groups: chunkGroups() },
            },
          },
        },
      },
    },
  },
});
