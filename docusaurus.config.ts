import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';

import {site, resolveSiteUrl, salesMailto} from './src/config/site';
import {algoliaFromEnv} from './src/config/search';
import {ENDPOINT_META} from './src/lib/measurement/endpoint';
import {collectorEndpoint} from './src/lib/measurement/events';
import {serializeJsonLd} from './src/lib/structuredData/jsonLd';
import {siteStructuredData} from './src/lib/structuredData/site';
import {SSR_TEMPLATE} from './src/config/ssrTemplate';
import siteDataPlugin from './src/plugins/site-data';
import robotsTxtPlugin from './src/plugins/robots-txt';
import leanClientPlugin from './src/plugins/lean-client';
import redirectsPlugin from './src/plugins/redirects';
import localSearchPlugin from './src/plugins/local-search';
import webPresencePlugin from './src/plugins/web-presence';
import blogWithCompleteFeeds from './src/plugins/web-presence/blog';
import docsWithCitations from './src/plugins/web-presence/docs';
import {sitemapItemsWithLastChange} from './src/plugins/web-presence/sitemap';
import staticDownloadsPlugin from './src/plugins/static-downloads';
import openDataPlugin from './src/plugins/open-data';
import editionChangesPlugin from './src/plugins/edition-changes';
import {editionFrontMatter} from './src/config/editionFrontMatter';
import {BLOG_PATH, PAGE_NAMES} from './src/data/pageNames';
import versions from './versions.json';
import {EDITION as NEXT_EDITION} from './docs/_data/edition';

/**
 * The docs edition served at the root URLs is the newest released one; older released
 * editions stay online under their name (/2025/…), marked unmaintained and kept out of search
 * engines. The draft in docs/ names itself (docs/_data/edition.ts) and is served under /next.
 * See README, "Cutting a new edition".
 */
const [RELEASED_EDITION, ...ARCHIVED_EDITIONS] = versions;
if (!RELEASED_EDITION) throw new Error('versions.json lists no released docs edition');

const siteUrl = resolveSiteUrl(process.env.SITE_URL);
const algolia = algoliaFromEnv(process.env);

/**
 * Offline local search is the default (src/plugins/local-search: the search box, the results
 * page at /search and the index written after the build); Algolia DocSearch replaces it when
 * its three environment variables are set at build time (see README, "Search"), and then
 * brings its own box and /search page.
 */
const searchPlugins: PluginConfig[] = algolia ? [] : [localSearchPlugin];

/** The docs: the released edition at the root, the draft under /next, archives by name. */
const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  breadcrumbs: false,
  // Each page's review date (its doc's `lastUpdatedAt`), set in the front matter from
  // the git history (src/config/editionFrontMatter.ts), shown by src/theme/DocItem/Footer.
  showLastUpdateTime: true,
  // The released edition is served at the site's root URLs; the next edition is a
  // draft under /next with the theme's "unreleased" banner, kept out of the index.
  lastVersion: RELEASED_EDITION,
  versions: {
    current: {
      label: `${NEXT_EDITION} edition (draft)`,
      path: 'next',
      banner: 'unreleased',
      noIndex: true,
    },
    [RELEASED_EDITION]: {label: `${RELEASED_EDITION} edition`, banner: 'none'},
    ...Object.fromEntries(
      ARCHIVED_EDITIONS.map((name) => [
        name,
        {label: `${name} edition`, path: name, banner: 'unmaintained', noIndex: true},
      ]),
    ),
  },
} satisfies DocsOptions;

/** The Growth Hub's articles. */
const blogOptions = {
  // The Growth Hub: articles are posts of this plugin; its list page at /blog is the
  // hub of every kind of content (src/components/GrowthHub), not the theme's post list.
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: PAGE_NAMES[BLOG_PATH],
  blogDescription:
    'Articles, guides, educational hubs, answers and free growth kits on B2B pricing, margin leaks and customer profitability for distributors and manufacturers.',
  blogListComponent: '@site/src/components/GrowthHub',
  postsPerPage: 'ALL',
  // The hub lists every article; a second list beside each post would repeat it.
  blogSidebarCount: 0,
  archiveBasePath: null,
  showReadingTime: true,
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineAuthors: 'throw',
  onInlineTags: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: `${site.productName} Growth Hub`,
    description:
      'Articles on B2B pricing, margin leaks and commercial decisions for distributors and manufacturers.',
    copyright: `© ${site.copyrightYear} ${site.companyName}`,
    language: 'en-GB',
    xslt: false,
  },
} satisfies BlogOptions;

const config: Config = {
  title: site.productName,
  tagline: 'Know what to do next to grow profits',
  favicon: 'img/favicon.svg',

  url: siteUrl,
  baseUrl: '/',
  trailingSlash: false,

  // The banner is an inline script with inline styles; the base URL is fixed, so it is not needed.
  baseUrlIssueBanner: false,
  // Entry scripts load after the first paint (see src/config/ssrTemplate.ts).
  ssrTemplate: SSR_TEMPLATE,
  // The served not-found page hydrates as itself at any URL, and a URL in other letter case
  // goes on to its page (see the module).
  // The campaign of the landing address is kept for the visit, whichever page it is.
  clientModules: [
    './src/clientModules/servedNotFound.ts',
    './src/clientModules/offlineLinks.ts',
    './src/clientModules/campaign.ts',
  ],

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Term titles and edition figures in front matter come from each edition's data.
    parseFrontMatter: editionFrontMatter(__dirname),
  },

  future: {v4: true, faster: true},

  customFields: {
    /** Calendar date (UTC) of this build: the privacy policy's last-updated date. */
    buildDate: new Date().toISOString().slice(0, 10),
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {htmlLang: 'en-GB'}},
  },

  headTags: [
    ...siteStructuredData(siteUrl).map((node) => ({
      tagName: 'script',
      attributes: {type: 'application/ld+json'},
      innerHTML: serializeJsonLd(node),
    })),
    // Icons and the web app manifest, written by the web-presence plugin after the build;
    // the SVG favicon above them is `favicon`.
    {tagName: 'link', attributes: {rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48'}},
    {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: '/apple-touch-icon.png'}},
    {tagName: 'link', attributes: {rel: 'manifest', href: '/site.webmanifest'}},
    // The browser's own bar in the colours of the site's header, light and dark.
    {
      tagName: 'meta',
      attributes: {name: 'theme-color', media: '(prefers-color-scheme: light)', content: '#ffffff'},
    },
    {
      tagName: 'meta',
      attributes: {name: 'theme-color', media: '(prefers-color-scheme: dark)', content: '#101a2b'},
    },
    // Where measured events go, only when measurement is configured (src/lib/measurement).
    ...(site.measurement.endpoint
      ? [
          {
            tagName: 'meta',
            attributes: {
              name: ENDPOINT_META,
              content: collectorEndpoint(site.measurement.endpoint).href,
            },
          },
        ]
      : []),
  ],

  presets: [
    [
      'classic',
      {
        // The docs are the plugin itself, wrapped to give each page its citation (`plugins`).
        docs: false,
        // The blog is the plugin itself, wrapped to complete its feeds (see `plugins`).
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          // Each URL's last change, from the git history of its page's source files.
          lastmod: 'date',
          createSitemapItems: sitemapItemsWithLastChange(__dirname),
          changefreq: null,
          priority: null,
          ignorePatterns: ['/search'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Each docs edition's data and the pages' git dates, loaded once for every plugin.
    siteDataPlugin,
    [docsWithCitations, docsOptions],
    [blogWithCompleteFeeds, blogOptions],
    robotsTxtPlugin,
    webPresencePlugin,
    leanClientPlugin,
    staticDownloadsPlugin,
    openDataPlugin,
    // Each edition's "What changed" page, and where the edition menu leads for a doc an
    // edition lacks.
    editionChangesPlugin,
    ...searchPlugins,
    // The voice search guide is known by two paths: the short /voice-search-guide, and the
    // longer path that is the page's own canonical address.
    // Every docs page also answers at its address pinned to its edition (/2025/…, /2026/…),
    // the address its "Cite this page" block gives.
    redirectsPlugin(
      [
        {
          from: '/voice-search-optimization-guide',
          to: '/voice-search-guide',
          title: 'The Voice Search Guide',
        },
      ],
      {draftEdition: NEXT_EDITION},
    ),
  ],

  themeConfig: {
    metadata: [
      {
        name: 'keywords',
        content:
          'commercial intelligence, margin leaks, B2B pricing, distributor margins, customer profitability',
      },
      {name: 'twitter:card', content: 'summary_large_image'},
    ],
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: site.productName,
      logo: {
        alt: `${site.productName} logo`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        // Rendered on doc pages only (see src/theme/NavbarItem/DocsVersionDropdownNavbarItem).
        {type: 'docsVersionDropdown', position: 'left'},
        {type: 'search', position: 'right'},
        // Site navigation, in this order: Pricing, Growth Hub, About, Book a Call.
        {to: '/pricing', label: 'Pricing', position: 'right'},
        {to: '/blog', label: 'Growth Hub', position: 'right'},
        {to: '/about', label: 'About', position: 'right'},
        {to: '/book-call', label: 'Book a Call', position: 'right', className: 'navbar-cta'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: site.productName,
          items: [{html: `<p class="footer__blurb">${site.blurb}</p>`}],
        },
        {
          title: 'Product',
          items: [
            {label: 'Pricing', to: '/pricing'},
            {label: 'About', to: '/about'},
          ],
        },
        {
          title: 'Contact',
          items: [
            {label: 'Book a Call', to: '/book-call'},
            // A mail link opens the mail program, not a new tab: written as HTML, since the
            // theme gives every `href` link a new tab and an external-link icon.
            {html: `<a class="footer__link-item" href="${salesMailto()}">${site.salesEmail}</a>`},
            {label: site.companyPageLabel, href: site.companyPageUrl},
          ],
        },
        {
          title: 'Legal',
          items: [
            {label: 'Privacy Policy', to: '/privacy'},
            {label: 'Terms of Service', to: '/terms'},
          ],
        },
      ],
      copyright: `© ${site.copyrightYear} ${site.companyName}. All rights reserved.`,
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
    ...(algolia ? {algolia} : {}),
  } satisfies Preset.ThemeConfig,
};

export default config;
