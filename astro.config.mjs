// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { keepRenderer } from './src/integrations/keep-renderer.ts';
import { finishPages } from './src/integrations/finish-pages.ts';
import { afterPaint } from './src/integrations/after-paint.ts';

const site = process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 4321}`;

export default defineConfig({
  site,
  output: 'static',
  // The publisher builds each version of the site into a fresh folder.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // Inline the small stylesheet: no render-blocking request before the first paint.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // English at the spec's paths, Nepali under /ne/ (src/i18n has the catalogues and path helpers).
  i18n: { defaultLocale: 'en', locales: ['en', 'ne'], routing: { prefixDefaultLocale: false } },
  integrations: [
    // The visitor's pages ship Preact, a tenth of React's bytes (issue 17: React's runtime alone is
    // 70 kB gzipped, nearly a page's whole budget): the public islands and the captcha are written
    // for Preact. The admin, one client-only island with React-only libraries, stays React; its
    // login shows the captcha as the <isp-captcha> element (src/captcha/captcha-element.ts).
    preact({ include: ['**/src/islands/**/*.tsx', '**/src/captcha/**/*.tsx'] }),
    react({ include: ['**/src/admin/**/*.tsx'] }),
    sitemap({
      // Private pages (a ticket's tracking page, the status-email links' pages) are not indexed.
      filter: (page) =>
        !page.includes('/admin') &&
        !page.includes('/booking') &&
        !/\/404\/?$/.test(page) &&
        !/\/(support\/track|status\/subscription|speed-test\/r)/.test(page),
      // Each URL lists its twin in the other language (xhtml:link hreflang alternates).
      i18n: { defaultLocale: 'en', locales: { en: 'en', ne: 'ne' } },
    }),
    // Islands that wait for the first paint: client:afterpaint.
    afterPaint(),
    // The island style in <head>, the admin's modules preloaded (src/integrations/built-html.ts).
    finishPages(),
    // The warm build process keeps each build's renderer for content-only publishes.
    keepRenderer(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Vite's own cache beside Astro's: a server writes nothing in the checkout (read-only under
    // deploy/isp-site@.service).
    ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: `${process.env.ASTRO_CACHE_DIR}/vite` } : {}),
    server: {
      // Not source: the data folder (SQLite files, built sites, uploads), test results and builds change all
      // the time, and watching them had `npm run dev` reload and spend CPU on every publish beside it.
      watch: { ignored: ['**/data/**', '**/test-results/**', '**/dist/**'] },
      // `npm run dev` serves pages from Astro and proxies the API and uploads to the API server.
      ...(process.env.DEV_API_PROXY
        ? { proxy: { '/api': process.env.DEV_API_PROXY, '/uploads': process.env.DEV_API_PROXY } }
        : {}),
    },
  },
  // A separate cache per server, so two servers in one checkout never share a build's state.
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  devToolbar: { enabled: false },
});
