import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {EDITIONS} from '@site/src/data/editions';
import {TOOL_DESCRIPTIONS} from '@site/src/data/toolFormulas';
import {termPath} from '@site/src/lib/businessNumbers/registry';
import {USED_TYPES} from '../scripts/schema-org/vendor';
import {typesIn, validateJsonLd} from '../scripts/schema-org/validate';
import {SITE_URL} from '../e2e/support/routes';
import {builtPage, pageRoutes, structuredData, textOf} from './support/html';

type Node = Record<string, unknown>;

const ROUTES = pageRoutes();

function nodesOfType($: CheerioAPI, type: string): Node[] {
  return structuredData($).filter((node) => node['@type'] === type);
}

function canonical($: CheerioAPI): string {
  return $('head link[rel="canonical"]').attr('href') ?? '';
}

/** The target of the page's own "Back to …" link, if it has one. */
function backLink($: CheerioAPI): string | undefined {
  const link = $('main a[href]')
    .filter((_, element) => /^Back to /.test(textOf($(element))))
    .first();
  return link.length > 0 ? link.attr('href') : undefined;
}

describe.each(ROUTES)('%s', (route) => {
  const $ = builtPage(route);

  it('has only valid structured data: schema.org classes and properties, required properties', () => {
    for (const node of structuredData($)) {
      expect(validateJsonLd(node), JSON.stringify(node['@type'])).toEqual([]);
    }
  });

  it('has a breadcrumb trail from the home page to itself, through the page it links back to', () => {
    const trails = nodesOfType($, 'BreadcrumbList');
    if (route === '/' || route === '/search') {
      expect(trails).toEqual([]);
      return;
    }
    expect(trails).toHaveLength(1);
    const items = (trails[0]?.itemListElement ?? []) as Node[];
    expect(items[0]).toMatchObject({name: 'Home', item: `${SITE_URL}/`});
    expect(items[items.length - 1]).toMatchObject({
      item: canonical($),
      name: textOf($('h1').first()),
    });
    const back = backLink($);
    if (back) expect(items[items.length - 2]?.item).toBe(`${SITE_URL}${back === '/' ? '/' : back}`);
  });
});

describe('the vendored schema.org vocabulary', () => {
  it('holds every type the built site uses', () => {
    const used = new Set(
      ROUTES.flatMap((route) => structuredData(builtPage(route)).flatMap(typesIn)),
    );
    expect([...used].filter((type) => !(USED_TYPES as readonly string[]).includes(type))).toEqual(
      [],
    );
  });
});

describe.each(EDITIONS)(
  'Business Numbers and glossary of the $name edition',
  ({prefix, content}) => {
    const setId = `${SITE_URL}${prefix}/business-numbers#terms`;

    it.each(content.TERMS.terms.map((entry) => [entry.slug, entry] as const))(
      "the %s page is a DefinedTerm within the edition's DefinedTermSet",
      (slug, entry) => {
        const $ = builtPage(`${prefix}${termPath(slug)}`);
        const terms = nodesOfType($, 'DefinedTerm');
        expect(terms).toHaveLength(1);
        expect(terms[0]).toMatchObject({
          name: entry.title,
          description: entry.summary,
          url: canonical($),
          inDefinedTermSet: {
            '@type': 'DefinedTermSet',
            '@id': setId,
            url: `${SITE_URL}${prefix}/business-numbers`,
          },
        });
      },
    );

    it('the index is the DefinedTermSet of every term, each at its page', () => {
      const [set] = nodesOfType(builtPage(`${prefix}/business-numbers`), 'DefinedTermSet');
      expect(set?.['@id']).toBe(setId);
      const members = (set?.hasDefinedTerm ?? []) as Node[];
      expect(members.map((member) => member.url)).toEqual(
        content.TERMS.terms.map((entry) => `${SITE_URL}${prefix}${termPath(entry.slug)}`),
      );
      for (const member of members) expect(member.inDefinedTermSet).toBe(setId);
    });

    it('the glossary is a DefinedTermSet of every glossary term', () => {
      const [set] = nodesOfType(
        builtPage(`${prefix}/commercial-intelligence-glossary`),
        'DefinedTermSet',
      );
      const members = (set?.hasDefinedTerm ?? []) as Node[];
      expect(members.map((member) => member.name)).toEqual(
        content.glossary.GLOSSARY_TERMS.map((term) => term.term),
      );
      for (const member of members) expect(member.inDefinedTermSet).toBe(set?.['@id']);
    });
  },
);

/** Each author of blog/authors.yml: its name and kind (top-level keys, two-space fields). */
function authorsFile(file: string): {name: string; kind?: string}[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^[\w-]+:\n((?: {2}.*\n?|\n)*)/gm)].map((match) => {
    const field = (key: string) =>
      new RegExp(`^ {2}${key}: *(.+)$`, 'm').exec(match[1] ?? '')?.[1]?.trim();
    return {name: field('name') ?? '', kind: field('kind')};
  });
}

describe('Growth Hub articles', () => {
  const authors = authorsFile(path.resolve(__dirname, '../../blog/authors.yml'));
  const kindOf = new Map(authors.map((author) => [author.name, author.kind]));
  const posts = ROUTES.filter((route) => builtPage(route)('html').hasClass('blog-post-page'));

  it('every author says whether it is a person or an organisation', () => {
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) {
      expect(['person', 'organization'], author.name).toContain(author.kind);
    }
  });

  it.each(posts)(
    '%s is a complete BlogPosting with its picture, authors as they are, and dates',
    (route) => {
      const $ = builtPage(route);
      const [post] = nodesOfType($, 'BlogPosting');
      expect(post).toMatchObject({
        headline: textOf($('h1').first()),
        url: canonical($),
        image: {url: $('head meta[property="og:image"]').attr('content')},
        publisher: {'@type': 'Organization', logo: expect.stringMatching(/^https?:\/\//)},
      });
      const names = $('article header a[href^="/blog/authors/"]')
        .toArray()
        .map((link) => textOf($(link)));
      const written = (post?.author ?? []) as Node[];
      expect(written.map((author) => author.name)).toEqual(names);
      for (const author of written) {
        expect(author['@type']).toBe(
          kindOf.get(String(author.name)) === 'organization' ? 'Organization' : 'Person',
        );
      }
      expect(Date.parse(String(post?.dateModified))).toBeGreaterThanOrEqual(
        Date.parse(String(post?.datePublished)),
      );
    },
  );

  it('the hub is the Blog of every article', () => {
    const [hub] = nodesOfType(builtPage('/blog'), 'Blog');
    const listed = ((hub?.blogPost ?? []) as Node[]).map((post) => post.url);
    expect([...listed].sort()).toEqual(posts.map((route) => `${SITE_URL}${route}`).sort());
  });
});

describe('calculators and tools', () => {
  it.each(TOOL_DESCRIPTIONS.map((tool) => [tool.path]))('%s is a free WebApplication', (route) => {
    const $ = builtPage(route);
    const [app] = nodesOfType($, 'WebApplication');
    expect(app).toMatchObject({url: canonical($), offers: {price: 0}});
  });
});
