// Read by the pages as they render, never by the browser: the admin imports site.config.ts, and
// the dev server gives browser code no `process` (the build replaces process.env with {}).

/** The API the build reads content from; the same default as astro.config.mjs. */
export const apiUrl = (process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 4321}`).replace(/\/+$/, '');

/** Where the API serves an uploaded image by its stored file name (spec §3). */
export const uploadUrl = (name: string) => `${apiUrl}/uploads/${encodeURIComponent(name)}`;
