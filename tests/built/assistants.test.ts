import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {EDITIONS} from '@site/src/data/editions';
import {KIT_ROUTES} from '@site/src/data/kits/routes';
import {TOOL_DESCRIPTIONS} from '@site/src/data/toolFormulas';
import {termPath} from '@site/src/lib/businessNumbers/registry';
import {SITE_URL} from '../e2e/support/routes';
import {BUILD_DIR, builtPage, pageRoutes, textOf} from './support/html';

const readText = (file: string) => readFileSync(path.join(BUILD_DIR, file), 'utf8');
const ROUTES = pageRoutes();
const kind = (route: string) => builtPage(route)('html');

/** Pages that have a Markdown version: every docs page, article, guide and tool. */
const WITH_MARKDOWN = ROUTES.filter(
  (route) =>
    kind(route).hasClass('docs-doc-page') ||
    kind(route).hasClass('blog-post-page') ||
    [KIT_ROUTES.automationGuide, KIT_ROUTES.trackingGuide].includes(route as never) ||
    TOOL_DESCRIPTIONS.some((tool) => tool.path === route),
);

/** Markdown text without its escapes, to compare with the page's words. */
const plain = (markdown: string) => markdown.replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1');

/** The file an absolute URL of the site is served from. */
function fileOf(url: string): string | undefined {
  const route = new URL(url).pathname;
  const candidates = route === '/' ? ['index.html'] : [route.slice(1), `${route.slice(1)}.html`];
  return candidates.map((file) => path.join(BUILD_DIR, file)).find((file) => existsSync(file));
}

describe('Markdown versions', () => {
  it('exist for every docs page of every edition, every article, the guides and the tools', () => {
    for (const edition of EDITIONS) {
      const term = edition.content.TERMS.terms[0];
      if (term) expect(WITH_MARKDOWN).toContain(`${edition.prefix}${termPath(term.slug)}`);
      expect(WITH_MARKDOWN).toContain(`${edition.prefix}/commercial-intelligence-glossary`);
      expect(WITH_MARKDOWN).toContain(`${edition.prefix}/business-numbers`);
    }
    expect(WITH_MARKDOWN).toEqual(
      expect.arrayContaining(['/blog/margin-leak', KIT_ROUTES.automationGuide, '/calculate-roi']),
    );
  });

  it.each(WITH_MARKDOWN)(
    '%s: linked from the head, titled like the page, with its headings and figures',
    (route) => {
      const $ = builtPage(route);
      const link = $('head link[rel="alternate"][type="text/markdown"]');
      expect(link).toHaveLength(1);
      expect(link.attr('href')).toBe(`${route}.md`);
      const markdown = readText(`${route.slice(1)}.md`);
      const text = plain(markdown);
      expect(markdown.startsWith(`# ${textOf($('h1').first())}\n`)).toBe(true);
      // No markup left over from the page: comments, heading anchors ("Direct link to …").
      expect(markdown).not.toMatch(/<!--|\{ex\.|\bundefined\b|NaN|Direct link to/);
      expect(text).toContain(`${SITE_URL}${route}`);
      const content = $('.theme-doc-markdown, #__blog-post-container').first();
      if (content.length === 0) return;
      for (const heading of content.find('h2').toArray()) {
        expect(text, 'heading').toContain(`## ${textOf($(heading))}`);
      }
      for (const strong of content.find('p strong, li strong, td strong').toArray()) {
        expect(text.replace(/\s+/g, ' '), 'figure').toContain(textOf($(strong)));
      }
    },
  );

  it("a tool's Markdown gives its inputs and every formula", () => {
    for (const tool of TOOL_DESCRIPTIONS) {
      const text = plain(readText(`${tool.path.slice(1)}.md`));
      expect(text).toContain(tool.inputs);
      for (const formula of tool.formulas) expect(text).toContain(formula);
    }
  });
});

describe('llms.txt', () => {
  const text = readText('llms.txt');
  const links = [...text.matchAll(/^- \[[^\]]+\]\((https?:[^)]+)\)/gm)].map(
    (match) => match[1] ?? '',
  );

  it('has the site name as its only h1, a quoted summary, and sections of links', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${site.productName}`);
    expect(lines.filter((line) => line.startsWith('# '))).toHaveLength(1);
    expect(lines[2]).toMatch(/^> \S/);
    expect(lines.filter((line) => line.startsWith('## ')).length).toBeGreaterThanOrEqual(4);
    expect(text).toContain('## Optional');
  });

  it('links only to files the site serves', () => {
    expect(links.length).toBeGreaterThan(50);
    for (const url of links) {
      expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
      expect(fileOf(url), url).toBeDefined();
    }
  });

  it('lists every released term, article and tool, and describes each tool with its formulas', () => {
    const [released] = EDITIONS;
    for (const term of released?.content.TERMS.terms ?? []) {
      expect(links).toContain(`${SITE_URL}${termPath(term.slug)}.md`);
    }
    for (const route of WITH_MARKDOWN.filter((r) => kind(r).hasClass('blog-post-page'))) {
      expect(links).toContain(`${SITE_URL}${route}.md`);
    }
    for (const tool of TOOL_DESCRIPTIONS) {
      expect(links).toContain(`${SITE_URL}${tool.path}.md`);
      for (const formula of tool.formulas) expect(text).toContain(formula);
    }
  });
});

describe.each(EDITIONS)('llms-full.txt of the $name edition', ({prefix, content}) => {
  const text = readText(path.join(prefix.slice(1), 'llms-full.txt'));

  it('holds every docs page of the edition, and nothing of another edition', () => {
    const sources = [...text.matchAll(/^Source: (\S+)$/gm)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    for (const term of content.TERMS.terms)
      expect(sources).toContain(`${prefix}${termPath(term.slug)}`);
    expect(sources).toContain(`${prefix}/commercial-intelligence-glossary`);
    const others = EDITIONS.map((edition) => edition.prefix).filter(
      (other) => other && other !== prefix,
    );
    expect(
      sources.filter((source) => others.some((other) => source.startsWith(`${other}/`))),
    ).toEqual([]);
  });
});
