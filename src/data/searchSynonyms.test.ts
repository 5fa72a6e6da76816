import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EDITIONS} from '@site/src/data/editions';
import {createReader, PAGE_KINDS, termsOf} from '@site/src/lib/search/language';
import {PAGE_QUESTIONS} from './searchQuestions';
import {PAGE_SYNONYMS, SEARCH_LANGUAGE, SECTION_ROUTES} from './searchSynonyms';

const SITE = path.resolve(__dirname, '../..');
const reader = createReader(SEARCH_LANGUAGE);

/** Whether a route is a page of the site: a custom page, or a doc of every edition. */
function isPage(route: string): boolean {
  if (route === '/') return existsSync(path.join(SITE, 'src/pages/index.tsx'));
  const name = route.slice(1);
  const custom = ['index.tsx', 'index.mdx'].some((file) =>
    existsSync(path.join(SITE, 'src/pages', name, file)),
  );
  if (
    custom ||
    ['.tsx', '.mdx'].some((ext) => existsSync(path.join(SITE, 'src/pages', name + ext)))
  ) {
    return true;
  }
  if (route === '/blog') return existsSync(path.join(SITE, 'blog'));
  if (route.startsWith('/blog/')) return docSlugs('blog').has(route.slice('/blog/'.length));
  return EDITIONS.every(
    (edition) =>
      [`${name}.mdx`, `${name}/index.mdx`].some((file) =>
        existsSync(path.join(SITE, edition.folder, file)),
      ) || docSlugs(edition.folder).has(route),
  );
}

const slugsOf = new Map<string, Set<string>>();

/** The routes the files of a folder give themselves in their front matter (`slug:`), read once. */
function docSlugs(folder: string): Set<string> {
  let slugs = slugsOf.get(folder);
  if (!slugs) {
    slugs = readSlugs(folder);
    slugsOf.set(folder, slugs);
  }
  return slugs;
}

function readSlugs(folder: string): Set<string> {
  const files = readdirSync(path.join(SITE, folder), {recursive: true, encoding: 'utf8'});
  return new Set(
    files
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => /^slug:\s*(\S+)/m.exec(readFileSync(path.join(SITE, folder, file), 'utf8')))
      .flatMap((match) => (match?.[1] ? [match[1]] : [])),
  );
}

describe('page synonyms', () => {
  it.each(PAGE_SYNONYMS.map((entry) => [entry.route, entry] as const))(
    '%s is a page of the site',
    (route) => {
      expect(isPage(route), `no page at ${route}: fix the route in searchSynonyms.ts`).toBe(true);
    },
  );

  it('name each page once', () => {
    const routes = PAGE_SYNONYMS.map((entry) => entry.route);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
  });

  it('give every other name at least one word search can find', () => {
    for (const entry of PAGE_SYNONYMS) {
      for (const alias of entry.aliases ?? []) {
        expect(
          termsOf(alias, reader),
          `${entry.route}: "${alias}" is only filler words`,
        ).not.toEqual([]);
      }
    }
  });

  it('file only pages of the site as tools and guides, none as both', () => {
    for (const route of [...SECTION_ROUTES.tools, ...SECTION_ROUTES.guides]) {
      expect(isPage(route), route).toBe(true);
      expect(SECTION_ROUTES.tools.has(route) && SECTION_ROUTES.guides.has(route), route).toBe(
        false,
      );
    }
  });
});

describe('page questions', () => {
  it.each(Object.keys(PAGE_QUESTIONS))('%s is a page of the site', (key) => {
    const route = key.split('#')[0] ?? key;
    expect(isPage(route), `no page at ${route}: fix the route in searchQuestions.ts`).toBe(true);
  });

  it('ask each question of one page only, with words search can find', () => {
    const pagesOf = new Map<string, string[]>();
    for (const [route, questions] of Object.entries(PAGE_QUESTIONS)) {
      for (const question of questions) {
        expect(termsOf(question, reader), `${route}: "${question}"`).not.toEqual([]);
        pagesOf.set(question, [...(pagesOf.get(question) ?? []), route]);
      }
    }
    expect([...pagesOf].filter(([, routes]) => routes.length > 1)).toEqual([]);
  });
});

describe("each edition's term aliases", () => {
  for (const edition of EDITIONS) {
    it(`of the ${edition.name} edition all have a word search can find`, () => {
      for (const term of edition.content.TERMS.terms) {
        for (const alias of term.aliases) {
          expect(termsOf(alias, reader), `${term.slug}: "${alias}"`).not.toEqual([]);
        }
      }
    });
  }
});

describe('search language', () => {
  it('keeps one form of each spelling: no variant is itself kept, none is listed twice', () => {
    const variants = SEARCH_LANGUAGE.spellings.map(([variant]) => variant);
    const kept = new Set(SEARCH_LANGUAGE.spellings.map(([, form]) => form));
    expect(variants.filter((variant, index) => variants.indexOf(variant) !== index)).toEqual([]);
    for (const [variant, form] of SEARCH_LANGUAGE.spellings) {
      expect(variant === form || !kept.has(variant), `${variant} is both a variant and kept`).toBe(
        true,
      );
    }
  });

  it('reads an intent word as one kind only, and never drops one as filler', () => {
    const seen = new Map<string, string>();
    for (const kind of PAGE_KINDS) {
      const {names, asks} = SEARCH_LANGUAGE.intents[kind];
      for (const word of [...names, ...asks]) {
        const term = reader.term(word);
        expect(seen.get(term) ?? kind, `"${word}" is an intent of two kinds`).toBe(kind);
        seen.set(term, kind);
        expect(reader.isStopWord(word), `"${word}" is a stop word`).toBe(false);
      }
    }
  });

  it('lets every kind of page be asked for: by a word naming it, or by a question about the service', () => {
    const asked = new Set(SEARCH_LANGUAGE.serviceQuestions?.map((question) => question.kind));
    for (const kind of PAGE_KINDS) {
      expect(SEARCH_LANGUAGE.intents[kind].names.length > 0 || asked.has(kind), kind).toBe(true);
    }
  });
});
