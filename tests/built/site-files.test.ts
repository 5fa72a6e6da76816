import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {pngSize, readIcoDirectory} from '@site/src/lib/icons/ico';
import {SITE_URL, sitemapRoutes} from '../e2e/support/routes';
import {BUILD_DIR, builtPage, pageRoutes, structuredData} from './support/html';

const read = (file: string) => readFileSync(path.join(BUILD_DIR, file));
const readText = (file: string) => read(file).toString('utf8');

describe('icons and the web app manifest', () => {
  it('favicon.ico holds 16, 32 and 48 px PNG images', () => {
    const ico = read('favicon.ico');
    const entries = readIcoDirectory(ico);
    expect(entries.map((entry) => entry.size)).toEqual([16, 32, 48]);
    for (const entry of entries) {
      expect(pngSize(ico.subarray(entry.offset, entry.offset + entry.bytes))).toEqual({
        width: entry.size,
        height: entry.size,
      });
    }
  });

  it('the apple-touch icon is a 180 × 180 PNG', () => {
    expect(pngSize(read('apple-touch-icon.png'))).toEqual({width: 180, height: 180});
  });

  it('the manifest names the site and its colours, starts at home, and lists 192 and 512 px icons, one maskable', () => {
    const manifest = JSON.parse(readText('site.webmanifest')) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: {src: string; sizes: string; type: string; purpose?: string}[];
    };
    expect(manifest).toMatchObject({
      name: site.productName,
      short_name: site.productName,
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const [width] = icon.sizes.split('x').map(Number);
      expect(icon.type).toBe('image/png');
      expect(pngSize(read(icon.src.slice(1)))).toEqual({width, height: width});
    }
  });

  it.each([...pageRoutes(), '/404.html'])(
    '%s links the icons, the manifest and a light and dark theme colour',
    (route) => {
      const $ = builtPage(route);
      expect($('head link[rel="icon"][href="/favicon.ico"]')).toHaveLength(1);
      expect($('head link[rel="apple-touch-icon"]').attr('href')).toBe('/apple-touch-icon.png');
      expect($('head link[rel="manifest"]').attr('href')).toBe('/site.webmanifest');
      const colours = $('head meta[name="theme-color"]')
        .toArray()
        .map((meta) => [$(meta).attr('media'), $(meta).attr('content')]);
      expect(colours.map(([media]) => media)).toEqual([
        '(prefers-color-scheme: light)',
        '(prefers-color-scheme: dark)',
      ]);
      for (const [, colour] of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    },
  );
});

describe('feeds', () => {
  const rss = load(readText('blog/rss.xml'), {xml: true});
  const atom = load(readText('blog/atom.xml'), {xml: true});
  const authorsOf = (url: string) => {
    const posting = structuredData(builtPage(new URL(url).pathname)).find(
      (node) => node['@type'] === 'BlogPosting',
    );
    return ((posting?.author ?? []) as {name: string}[]).map((author) => author.name);
  };

  it('RSS names its own address with atom:link rel="self"', () => {
    const self = rss('channel > atom\\:link[rel="self"]');
    expect(self.attr('href')).toBe(`${SITE_URL}/blog/rss.xml`);
    expect(self.attr('type')).toBe('application/rss+xml');
    expect(rss('rss').attr('xmlns:atom')).toBe('http://www.w3.org/2005/Atom');
  });

  it('each RSS item names its authors with dc:creator', () => {
    const items = rss('item').toArray();
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const link = rss(item).find('link').text();
      const creators = rss(item)
        .find('dc\\:creator')
        .toArray()
        .map((node) => rss(node).text());
      expect(creators, link).toEqual(authorsOf(link));
    }
  });

  it('Atom names its own address with link rel="self", and each entry its authors', () => {
    expect(atom('feed > link[rel="self"]').attr('href')).toBe(`${SITE_URL}/blog/atom.xml`);
    for (const entry of atom('entry').toArray()) {
      const link = atom(entry).find('link').attr('href') ?? '';
      const names = atom(entry)
        .find('author > name')
        .toArray()
        .map((node) => atom(node).text());
      expect(names, link).toEqual(authorsOf(link));
    }
  });
});

describe('sitemap', () => {
  const sitemap = load(readText('sitemap.xml'), {xml: true});
  const entries = sitemap('url')
    .toArray()
    .map((url) => ({
      loc: sitemap(url).find('loc').text(),
      lastmod: sitemap(url).find('lastmod').text(),
    }));
  const git = (args: string[]) => execFileSync('git', args, {encoding: 'utf8'}).trim();
  const shallow = git(['rev-parse', '--is-shallow-repository']) === 'true';
  const newestCommit = Number(git(['log', '-1', '--format=%ct'])) * 1000;

  it('lists every indexed page', () => {
    expect(entries.map((entry) => new URL(entry.loc).pathname).sort()).toEqual(
      [...sitemapRoutes()].sort(),
    );
  });

  it.runIf(!shallow)(
    'gives every URL the date of its last change, no later than the newest commit',
    () => {
      for (const {loc, lastmod} of entries) {
        expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Date.parse(lastmod), loc).toBeLessThanOrEqual(newestCommit);
      }
    },
  );

  const changedOn = (file: string) =>
    new Date(Number(git(['log', '-1', '--format=%ct', '--', file])) * 1000)
      .toISOString()
      .slice(0, 10);
  const lastmodOf = (route: string) =>
    entries.find((entry) => entry.loc === `${SITE_URL}${route}`)?.lastmod;

  it.runIf(!shallow)('dates a page by the newest of its own file and the data it shows', () => {
    // Pages whose data changed after their own file: dated by the page file alone, they fail.
    const pages: [string, string, string][] = [
      ['/pricing', 'src/pages/pricing/index.tsx', 'src/data/pricing.ts'],
      [
        '/business-numbers/churn-rate',
        'versioned_docs/version-2025/business-numbers/churn-rate.mdx',
        'versioned_docs/version-2025/_data/terms/churn-rate.ts',
      ],
      ['/about', 'src/pages/about/index.tsx', 'src/data/about.ts'],
      ['/how-it-works', 'src/pages/how-it-works/index.tsx', 'src/data/howItWorks.ts'],
      [
        '/wholesale-commercial-intelligence',
        'src/pages/wholesale-commercial-intelligence/index.tsx',
        'src/data/industries/wholesale.ts',
      ],
    ];
    const dataNewer = pages.filter(
      ([, page, data]) => existsSync(page) && existsSync(data) && changedOn(data) > changedOn(page),
    );
    expect(dataNewer.length, 'no listed page has data newer than its own file').toBeGreaterThan(0);
    for (const [route, , data] of dataNewer) {
      expect((lastmodOf(route) ?? '') >= changedOn(data), `${route} after ${data}`).toBe(true);
    }
  });

  it.runIf(!shallow)('dates a page that has not changed since by its own last change', () => {
    // A post that imports no data: dated by the newest commit, or today, it fails.
    const post = 'blog/2025-05-13-margin-leak.mdx';
    expect(changedOn(post) < new Date(newestCommit).toISOString().slice(0, 10)).toBe(true);
    expect(lastmodOf('/blog/margin-leak')).toBe(changedOn(post));
  });
});
