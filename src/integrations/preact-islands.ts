import type { AstroIntegration } from 'astro';
import type { ESTree, Plugin } from 'vite';

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
  // `astro dev` renders pages in Vite's server environment, whose import analysis externalizes a
  // bare import that Node resolves into node_modules (`react` included) before calling any
  // plugin's resolveId: the alias above never sees it, Node loads the real React, and every island
  // failed ("Unable to render PlanTabs!"). So there the island's code itself is made to import
  // preact/compat, after the JSX transform (enforce: 'post') has added its react/jsx-dev-runtime
  // import. The build resolves every import through the plugins: this is for the dev server only.
  const devServerImports: Plugin = {
    name: 'preact-islands:dev-server-imports',
    apply: 'serve',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    transform(code, id) {
      if (!isIsland(id)) return null;
      const specifiers = reactSpecifiers(this.parse(code));
      if (!specifiers.length) return null;
      // From the last to the first, so the earlier offsets stay right. Only the string in each
      // import changes and no line moves, so the source map needs no update.
      for (const { start, end, value } of specifiers.reverse()) {
        code = code.slice(0, start) + JSON.stringify(COMPAT[value]) + code.slice(end);
      }
      return { code };
    },
  };
  // The Preact renderer reads its include/exclude filter from this virtual module.
  const options: Plugin = {
    name: 'preact-islands:renderer-options',
    resolveId: (id) => (id === 'astro:preact:opts' ? '\0astro:preact:opts' : null),
    load: (id) =>
      id === '\0astro:preact:opts' ? `export default { include: [${JSON.stringify(`**${ISLANDS_DIR}**`)}] };` : null,
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
        updateConfig({ vite: { plugins: [alias, devServerImports, options] } });
      },
    },
  };
}

/** The string literals of a module's imports and re-exports that name one of React's entry points. */
function reactSpecifiers(program: ESTree.Program): ESTree.StringLiteral[] {
  return program.body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ExportNamedDeclaration') &&
    node.source &&
    node.source.value in COMPAT
      ? [node.source]
      : [],
  );
}

/** For astro.config: React renders only what is not an island (the admin). */
export const REACT_EXCLUDE = [`**${ISLANDS_DIR}**`];
