import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** The public islands: rendered and hydrated by Preact. Everything else (the admin) stays React. */
const ISLANDS_DIR = '/src/islands/';
const isIsland = (id: string | undefined) => !!id && id.replaceAll('\\', '/').includes(ISLANDS_DIR);

/** React's entry points and their preact/compat twins (same API, a tenth of the bytes). */
const COMPAT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

/**
 * The visitor's pages ship Preact instead of React (issue 17: React's runtime alone is 70 kB of
 * gzipped JavaScript, nearly the whole 75 kB budget of a page). The islands keep React's API and
 * their source: `react` imports made by files in src/islands resolve to preact/compat, and Astro's
 * Preact renderer renders and hydrates those components. The admin, one client-only React island
 * with React-only libraries, is untouched: its imports resolve to React as before. A component
 * shared by both (the captcha) is mounted in the admin through preact's own render (PreactMount).
 */
export function preactIslands(): AstroIntegration {
  const alias: Plugin = {
    name: 'preact-islands:react-to-compat',
    enforce: 'pre',
    async resolveId(source, importer) {
      const target = COMPAT[source];
      if (!target || !isIsland(importer)) return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
  // The Preact renderer reads its include/exclude filter from this virtual module.
  const options: Plugin = {
    name: 'preact-islands:renderer-options',
    resolveId: (id) => (id === 'astro:preact:opts' ? '\0astro:preact:opts' : null),
    load: (id) => (id === '\0astro:preact:opts' ? `export default { include: [${JSON.stringify(`**${ISLANDS_DIR}**`)}] };` : null),
  };
  return {
    name: 'preact-islands',
    hooks: {
      'astro:config:setup': ({ addRenderer, updateConfig, command }) => {
        addRenderer({
          name: '@astrojs/preact',
          clientEntrypoint: command === 'dev' ? '@astrojs/preact/client-dev.js' : '@astrojs/preact/client.js',
          serverEntrypoint: '@astrojs/preact/server.js',
        });
        updateConfig({ vite: { plugins: [alias, options] } });
      },
    },
  };
}

/** For astro.config: React renders only what is not an island (the admin). */
export const REACT_EXCLUDE = [`**${ISLANDS_DIR}**`];
