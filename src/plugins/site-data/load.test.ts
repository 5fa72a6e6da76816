import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {History} from './gitDates';
import {siteDataIn} from './index';
import {createSiteData, siteData, type SiteDataSources} from './load';

const SITE = '/site';
const RELEASED = ['2025', '2024'];

/** What a stand-in edition module exports, by the file's place under `_data`. */
function moduleAt(file: string): unknown {
  if (file.endsWith('versions.json')) return RELEASED;
  const edition = /(?:version-(\d+)|docs)\/_data\//.exec(file)?.[1] ?? 'draft';
  if (file.endsWith('_data/edition.ts')) return {EDITION: edition};
  if (file.endsWith('_data/terms/index.ts')) return {TERMS: {terms: [], groups: []}};
  if (file.endsWith('_data/terms/pages.ts')) return {TERM_PAGES: {}};
  if (file.endsWith('_data/figures.ts')) return {FIGURES: {terms: edition.length}};
  if (file.endsWith('_data/glossary.ts')) return {GLOSSARY_TERMS: [], GLOSSARY_CATEGORIES: []};
  throw new Error(`no stand-in for ${file}`);
}

/** Stand-in sources that count what is read; `missing` files do not exist. */
function counted(missing: readonly string[] = [], history: History | null = null) {
  const loads = new Map<string, number>();
  let histories = 0;
  const sources: SiteDataSources = {
    load(file) {
      loads.set(file, (loads.get(file) ?? 0) + 1);
      return moduleAt(file);
    },
    exists: (file) => !missing.includes(path.relative(SITE, file)),
    history() {
      histories += 1;
      return history;
    },
  };
  return {sources, loads, historyReads: () => histories};
}

describe('createSiteData', () => {
  it('lists the draft, then each edition of versions.json, as the docs plugin names them', () => {
    const data = createSiteData(SITE, counted().sources);
    expect(data.editions().map(({docsVersion, root}) => [docsVersion, root])).toEqual([
      ['current', 'docs'],
      ...RELEASED.map((name) => [name, `versioned_docs/version-${name}`]),
    ]);
    expect(data.edition('2025').contentPath).toBe(path.join(SITE, 'versioned_docs/version-2025'));
  });

  it('loads each module of each edition once, however often the editions are asked for', () => {
    const {sources, loads} = counted();
    const data = createSiteData(SITE, sources);
    const first = data.edition('current');
    data.editions();
    expect(data.edition('current')).toBe(first);
    expect(data.edition('2024').edition).toBe('2024');
    expect(loads.size).toBeGreaterThan(RELEASED.length + 1);
    for (const [file, times] of loads) expect(times, file).toBe(1);
  });

  it('gives an edition without a figures module no figures, and reads the others', () => {
    const {sources, loads} = counted(['docs/_data/figures.ts']);
    const data = createSiteData(SITE, sources);
    expect(data.edition('current').figures).toEqual({});
    expect(data.edition('2025').figures).toEqual({terms: '2025'.length});
    expect(loads.has(path.join(SITE, 'docs/_data/figures.ts'))).toBe(false);
  });

  it('refuses an edition the site does not have', () => {
    const data = createSiteData(SITE, counted().sources);
    expect(() => data.edition('1999')).toThrow(/no docs edition "1999"/);
  });

  it('keeps a module once loaded, by its path from the site or absolute', () => {
    const {sources, loads} = counted();
    const data = createSiteData(SITE, sources);
    expect(data.module('versions.json')).toBe(data.module(path.join(SITE, 'versions.json')));
    expect(loads.get(path.join(SITE, 'versions.json'))).toBe(1);
  });
});

describe('the last change of a page', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'site-data-'));
  afterAll(() => rmSync(site, {recursive: true, force: true}));
  mkdirSync(path.join(site, 'docs'));
  writeFileSync(path.join(site, 'docs/page.mdx'), '# Page');
  writeFileSync(path.join(site, 'docs/other.mdx'), '# Other');
  const FIRST = Date.UTC(2025, 0, 10);
  const LATER = Date.UTC(2025, 5, 10);

  it('reads the history once, and keeps each answer', () => {
    const changes = new Map<string, number | null>([
      ['docs/page.mdx', FIRST],
      ['docs/other.mdx', FIRST],
    ]);
    const {sources, historyReads} = counted([], {repoRoot: site, changes});
    const data = createSiteData(site, sources);
    expect(data.lastChange(['docs/page.mdx'])).toBe(FIRST);
    // A later answer would show if the date were worked out again.
    changes.set('docs/page.mdx', LATER);
    changes.set('docs/other.mdx', LATER);
    expect(data.lastChange(['docs/page.mdx'])).toBe(FIRST);
    expect(data.lastChange([path.join(site, 'docs/page.mdx')])).toBe(FIRST);
    expect(data.lastChange(['docs/other.mdx'])).toBe(LATER);
    expect(historyReads()).toBe(1);
  });

  it('is unknown without a history', () => {
    const data = createSiteData(site, counted([], null).sources);
    expect(data.lastChange(['docs/page.mdx'])).toBeNull();
  });
});

describe('siteData', () => {
  it('is one and the same for a site folder, and loads nothing until asked', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'site-data-empty-'));
    try {
      expect(siteData(folder)).toBe(siteData(folder));
      expect(siteData(folder)).not.toBe(siteData(path.join(folder, 'other')));
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  });
});

describe('siteDataIn', () => {
  it("is the site-data plugin's content, and says so when the plugin is missing", () => {
    const data = createSiteData(SITE, counted().sources);
    expect(siteDataIn({'site-data': {default: data}})).toBe(data);
    expect(() => siteDataIn({})).toThrow(/site-data plugin is not in the configuration/);
  });
});
