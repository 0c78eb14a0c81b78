import { defineMiddleware } from 'astro:middleware';
import { settings } from './components/collections.ts';
import { useSettings } from './i18n/index.ts';

// Before each page renders, the ISP's settings (Admin › Site settings, issue 28) are read from the
// API, once per publish, so every component's messages() and siteSettings() show them.
export const onRequest = defineMiddleware(async (_context, next) => {
  useSettings(await settings());
  return next();
});
