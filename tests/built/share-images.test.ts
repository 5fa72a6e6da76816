import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pngSize} from '@site/src/lib/icons/ico';
import {SITE_URL} from '../e2e/support/routes';
import {BUILD_DIR, builtPage, pageRoutes} from './support/html';

const ROUTES = [...pageRoutes(), '/404.html'];

/** The og:image of each page, read once. */
const images = new Map(
  ROUTES.map((route) => [
    route,
    builtPage(route)('head meta[property="og:image"]').attr('content') ?? '',
  ]),
);

describe.each(ROUTES)('%s', (route) => {
  const $ = builtPage(route);
  const meta = (key: string) => $(`head meta[property="${key}"], head meta[name="${key}"]`);

  it('names one share image of its own, 1200 × 630 PNG, with its size and a text alternative', () => {
    expect(meta('og:image')).toHaveLength(1);
    const url = images.get(route) ?? '';
    expect(url.startsWith(`${SITE_URL}/`)).toBe(true);
    expect(meta('twitter:image').attr('content')).toBe(url);
    expect(meta('og:image:width').attr('content')).toBe('1200');
    expect(meta('og:image:height').attr('content')).toBe('630');
    expect(meta('og:image:type').attr('content')).toBe('image/png');
    expect(meta('og:image:alt').attr('content')).toMatch(/\S{3}/);
    const file = path.join(BUILD_DIR, new URL(url).pathname);
    expect(existsSync(file), file).toBe(true);
    expect(pngSize(readFileSync(file))).toEqual({width: 1200, height: 630});
  });
});

describe('share images', () => {
  it('differ from page to page', () => {
    expect(new Set(images.values()).size).toBe(ROUTES.length);
  });
  it("name the page's title in their text alternative", () => {
    for (const route of ['/business-numbers/churn-rate', '/pricing', '/blog/margin-leak']) {
      const $ = builtPage(route);
      const title = $('h1').first().text().replace(/\s+/g, ' ').trim();
      expect($('head meta[property="og:image:alt"]').attr('content')).toContain(title);
    }
  });
});
