/**
 * Shares the site data (./load.ts: each docs edition's data, the site's TypeScript modules
 * and the git dates of its pages, each loaded once) with the other plugins: this plugin's
 * content, which Docusaurus hands every plugin in `allContentLoaded({allContent})`. Read it
 * there with {@link siteDataIn}.
 */
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import {siteData, type SiteData} from './load';

export {siteData, type LoadedEdition, type SiteData} from './load';

const NAME = 'site-data';

export default function siteDataPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    async loadContent() {
      const data = siteData(context.siteDir);
      // Loaded now, so that a broken data module fails the build while content loads.
      data.editions();
      return data;
    },
  };
}

/** The site data, as the site-data plugin loaded it. */
export function siteDataIn(allContent: AllContent): SiteData {
  const data = allContent[NAME]?.default as SiteData | undefined;
  if (!data) throw new Error(`The ${NAME} plugin is not in the configuration's plugins`);
  return data;
}
