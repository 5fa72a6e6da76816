/**
 * The docs plugin, with each page's citation made at build time: once the plugin has read
 * the docs (title, slug, edition, review date), every doc gets `citation` in its front matter
 * (src/lib/citation/cite.ts: the address pinned to its edition, the APA reference and the
 * BibTeX entry). The page's footer shows it as it is, so the browser loads the text of its
 * own page's citation and none of the code that writes it; the page's structured data and
 * Markdown version read the same object.
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {site} from '../../config/site';
import {EDITION as DRAFT_EDITION} from '../../../docs/_data/edition';
import {DRAFT_VERSION, editionOfVersion, pageCitation, pinnedPath} from '../../lib/citation/cite';
import {withContentHeads, withHeadInFrontMatter} from './contentHeads';
import {routeOf} from './files';
import {isoDate} from '../site-data/gitDates';
import {withoutDocDescriptions} from './versionProps';

async function docsWithCitations(
  context: LoadContext,
  input: unknown,
): Promise<Plugin<LoadedContent>> {
  // Docusaurus has checked the options with the docs plugin's own validation (below).
  const docs = await pluginContentDocs(context, input as PluginOptions);
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  // The docs' routes are added with each doc's head in its front matter (./contentHeads.ts),
  // and without the descriptions of every doc in each edition's metadata (./versionProps.ts).
  const withHeads = withContentHeads(docs, context, {
    content: (content, heads) => ({
      ...content,
      loadedVersions: content.loadedVersions.map((version) => ({
        ...version,
        docs: version.docs.map((doc) =>
          withHeadInFrontMatter(doc, heads.get(routeOf(doc.permalink))),
        ),
      })),
    }),
    route: (route) => withoutDocDescriptions(route),
  });
  return {
    ...withHeads,
    async loadContent() {
      const content = await docs.loadContent!();
      return {
        ...content,
        loadedVersions: content.loadedVersions.map((version) => {
          const edition = editionOfVersion(version.versionName, DRAFT_EDITION);
          return {
            ...version,
            docs: version.docs.map((doc) => {
              if (doc.tags.length > 0) {
                // The docs footer (src/theme/DocItem/Footer) leaves the theme's tag row out.
                throw new Error(`${doc.source}: docs pages show no tags; remove "tags"`);
              }
              const citation = pageCitation({
                title: doc.title,
                publisher: site.companyName,
                siteName: site.productName,
                edition,
                draft: version.versionName === DRAFT_VERSION,
                ...(typeof doc.lastUpdatedAt === 'number'
                  ? {reviewed: isoDate(doc.lastUpdatedAt)}
                  : {}),
                url: `${siteUrl}${pinnedPath(edition, doc.slug)}`,
              });
              return {...doc, frontMatter: {...doc.frontMatter, citation}};
            }),
          };
        }),
      };
    },
  };
}

// The docs plugin's own validation, so the options are checked and defaulted as usual (a
// plugin module's content type is not part of the configuration's type, hence the cast).
export default Object.assign(docsWithCitations, {validateOptions}) as unknown as PluginModule;
