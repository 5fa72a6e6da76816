/**
 * Step 5: /llms.txt (the root edition's pages by section, each at its Markdown version where
 * it has one) and an llms-full.txt per docs edition (every docs page of the edition, the
 * articles, the guides and the tools, in one Markdown file).
 */
import path from 'node:path';
import {
  llmsFullTxt,
  llmsTxt,
  type FullTextPage,
  type LlmsLink,
  type LlmsSection,
} from '../../../lib/llms/llmsTxt';
import {splitEdition} from '../../../lib/site/pageTree';
import {prefixOf} from '../content';
import {markdownPath, routeOf, writeAtomic} from '../files';
import {NOT_PAGES, nameOf, type SiteView} from '../pageHeads';
import type {BuiltPage} from './builtPages';
import {guideRoutes} from './markdown';

export async function writeLlmsFiles(
  view: SiteView,
  pages: ReadonlyMap<string, BuiltPage>,
  markdownOf: ReadonlyMap<string, string>,
  outDir: string,
): Promise<void> {
  const {data, versions, posts, siteUrl} = view;
  const {site} = data;
  const absolute = (route: string) => `${siteUrl}${route}`;
  const guides = guideRoutes();
  const tools = new Map(data.tools.map((tool) => [tool.path, tool]));
  const rootVersion = versions.find((version) => prefixOf(version) === '');
  const isIndexed = (route: string) =>
    !pages.get(route)?.$('head meta[name="robots"][content*="noindex"]').length;
  const link = (route: string, note?: string): LlmsLink => {
    const page = pages.get(route);
    return {
      title: nameOf(view, route),
      url: markdownOf.has(route) ? absolute(markdownPath(route)) : absolute(route),
      ...((note ?? page?.description) ? {note: note ?? page?.description ?? ''} : {}),
    };
  };
  const rootDocs = (rootVersion?.docs.map((doc) => routeOf(doc.permalink)) ?? []).sort();
  const rootTerms = rootVersion ? data.termsOf.get(rootVersion.versionName) : undefined;
  const termRoutes = new Set(
    rootTerms?.terms.map((entry) => `/business-numbers/${entry.slug}`) ?? [],
  );
  const listed = new Set<string>();
  const take = (routes: Iterable<string>) =>
    [...routes].filter((route) => pages.has(route) && !listed.has(route) && listed.add(route));
  const companyRoutes = ['/', '/how-it-works', '/pricing', '/about', '/book-call', '/demo'];
  const sections: LlmsSection[] = [
    {
      title: `Business Numbers (${rootVersion?.label ?? 'reference'})`,
      links: take([
        '/business-numbers',
        ...(rootTerms?.terms ?? []).map((entry) => `/business-numbers/${entry.slug}`),
      ]).map((route) =>
        link(
          route,
          rootTerms?.terms.find((entry) => `/business-numbers/${entry.slug}` === route)?.summary,
        ),
      ),
    },
    {
      title: 'Guides and reference',
      links: take([...rootDocs.filter((route) => !termRoutes.has(route)), ...guides]).map((route) =>
        link(route),
      ),
    },
    {
      title: 'Articles',
      links: take(posts.map((post) => post.metadata.permalink)).map((route) => link(route)),
    },
    {
      title: 'Tools and calculators',
      links: take(data.tools.map((tool) => tool.path)).map((route) => {
        const tool = tools.get(route);
        return {
          ...link(route, tool?.description),
          details: tool ? [`Inputs: ${tool.inputs}`, ...tool.formulas] : [],
        };
      }),
    },
    {
      title: 'Industries',
      links: take(
        Object.keys(data.industries).map((slug) =>
          data.industryRoute(slug as keyof typeof data.industries),
        ),
      ).map((route) => link(route)),
    },
    {
      title: 'The company and the service',
      links: take(companyRoutes).map((route) => link(route)),
    },
  ];
  sections.push({
    title: 'Open data',
    links: versions.flatMap((version) =>
      (data.dataFilesOf.get(version.versionName) ?? []).map((file) => ({
        title: `${file.label}, ${version.label}`,
        url: absolute(file.path),
      })),
    ),
  });
  const fullTextLinks: LlmsLink[] = versions.map((version) => ({
    title: `Full text, ${version.label}`,
    url: absolute(`${prefixOf(version)}/llms-full.txt`),
    note: 'every docs page of the edition, the articles, the guides and the tools in one Markdown file',
  }));
  const otherPages = [...pages.keys()]
    .filter((route) => !NOT_PAGES.has(route) && isIndexed(route))
    .filter((route) => splitEdition(route, view.tree.editionPrefixes).prefix === '')
    .sort();
  sections.push({
    title: 'Optional',
    links: [...fullTextLinks, ...take(otherPages).map((route) => link(route))],
  });
  const summary = site.blurb;
  await writeAtomic(
    path.join(outDir, 'llms.txt'),
    llmsTxt({
      name: site.productName,
      summary,
      context: [
        `${site.productName} is a service of ${site.companyName}. Every docs page, article, guide and tool listed here has a Markdown version at its address with ".md" added, linked from the page's head as rel="alternate" type="text/markdown".`,
        `Figures are in US dollars. The Business Numbers reference is published in editions: the ${rootVersion?.label ?? 'released edition'} is at the root addresses${versions
          .filter((version) => prefixOf(version))
          .map((version) => `; the ${version.label} under ${prefixOf(version)}/`)
          .join('')}.`,
      ],
      sections,
    }),
  );
  const sharedRoutes = [
    ...posts.map((post) => post.metadata.permalink),
    ...guides,
    ...data.tools.map((tool) => tool.path),
  ];
  for (const version of versions) {
    const fullPages: FullTextPage[] = [
      ...version.docs.map((doc) => routeOf(doc.permalink)),
      ...sharedRoutes,
    ]
      .filter((route) => markdownOf.has(route))
      .map((route) => ({
        title: nameOf(view, route),
        url: absolute(route),
        markdown: markdownOf.get(route) ?? '',
      }));
    await writeAtomic(
      path.join(outDir, prefixOf(version).slice(1), 'llms-full.txt'),
      llmsFullTxt({name: `${site.productName}: ${version.label}`, summary}, fullPages),
    );
  }
}
