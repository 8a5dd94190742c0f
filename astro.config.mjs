// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { devApi } from './src/server/dev-integration.ts';
import { readEnv } from './src/server/env.ts';

const env = readEnv();

export default defineConfig({
  site: env.siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
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
});
