import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps the JavaScript every page loads small and quick to start.
 *
 * 1. Prism. The classic theme registers a client module, `prism-include-languages`, that imports all of
 * prism-react-renderer on every page so it can add `prism.additionalLanguages`. This site adds
 * none, and only code blocks need Prism (the theme's CodeBlock imports it itself, in the
 * chunks of pages that have code). Replacing that one client module with an empty one takes
 * about 35 KB of gzip JavaScript off every page. If `additionalLanguages` is ever set in
 * docusaurus.config.ts, remove the alias.
 *
 * 2. tslib. `@docusaurus/utils-common` imports all of tslib for one helper; its modules get a
 * two-line copy of that helper instead (`tslib-import-default.js`, about 5 KB gzip less).
 *
 * 3. React in a file of its own. Splitting React and React DOM out of `main.js` does not
 * change the bytes, but the browser compiles each script in its own task, so the longest
 * task at start-up (compiling and running `main.js`) gets shorter: the measure behind Total
 * Blocking Time.
 *
 * 4. The site configuration. Docusaurus hands the whole configuration to the browser, the
 * HTML template, head tags and plugin options included, though only the build reads those.
 * A loader drops them from the browser's copy (`client-site-config-loader.js`, about 1.7 KB
 * gzip off every page); the server bundle keeps the full configuration.
 */
const TSLIB_FOR_UTILS_COMMON = path.join(__dirname, 'tslib-import-default.js');
const CLIENT_SITE_CONFIG_LOADER = path.join(__dirname, 'client-site-config-loader.js');

export default function leanClientPlugin(): Plugin {
  const prismClientModule =
    require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'lean-client',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        module: isServer
          ? {}
          : {
              rules: [
                {
                  test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
                  use: [CLIENT_SITE_CONFIG_LOADER],
                },
              ],
            },
        resolve: {
          alias: {[prismClientModule]: path.join(__dirname, 'empty-client-module.js')},
        },
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  react: {
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    name: 'react',
                    chunks: 'initial',
                    enforce: true,
                    priority: 60,
                  },
                },
              },
            },
        plugins: isServer
          ? []
          : [
              new currentBundler.instance.NormalModuleReplacementPlugin(/^tslib$/, (resource) => {
                const from = `${resource.context ?? ''}`.split(path.sep).join('/');
                if (from.includes('/@docusaurus/utils-common/')) {
                  resource.request = TSLIB_FOR_UTILS_COMMON;
                }
              }),
            ],
      };
    },
  };
}
