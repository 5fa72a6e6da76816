import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {PAGE_HEAD_ATTRIBUTE, withPageHead, type PageHead} from './head';

const PAGE =
  '<!doctype html><html><head><title>T</title><meta data-rh=true name=description content=d></head><body><main>x</main></body></html>';

const head: PageHead = {
  image: {
    url: 'https://x.test/img/social/a.png',
    width: 1200,
    height: 630,
    alt: 'A "quoted" <title>',
  },
  markdown: '/a.md',
  structuredData: [{'@type': 'Thing', name: '</script>'}],
};

describe('withPageHead', () => {
  it('adds the share image, its size and text, the Markdown link and the JSON-LD to the head', () => {
    const $ = load(withPageHead(PAGE, head));
    expect($('head meta[property="og:image"]').attr('content')).toBe(
      'https://x.test/img/social/a.png',
    );
    expect($('head meta[property="og:image:width"]').attr('content')).toBe('1200');
    expect($('head meta[property="og:image:height"]').attr('content')).toBe('630');
    expect($('head meta[property="og:image:alt"]').attr('content')).toBe('A "quoted" <title>');
    expect($('head meta[name="twitter:image"]').attr('content')).toBe(
      'https://x.test/img/social/a.png',
    );
    expect($('head link[rel="alternate"][type="text/markdown"]').attr('href')).toBe('/a.md');
    const script = $('head script[type="application/ld+json"]');
    expect(JSON.parse(script.text())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Thing',
      name: '</script>',
    });
    expect($('body main').text()).toBe('x');
  });
  it('marks every tag it adds, and replaces those tags when run again', () => {
    const once = withPageHead(PAGE, head);
    const twice = withPageHead(once, {...head, markdown: undefined, structuredData: []});
    const $ = load(twice);
    expect($(`head [${PAGE_HEAD_ATTRIBUTE}]`).length).toBe(7);
    expect($('head link[type="text/markdown"]').length).toBe(0);
    expect($('head script').length).toBe(0);
    expect($('head meta[data-rh]').length).toBe(1);
  });
  it('refuses a page without a head end', () => {
    expect(() => withPageHead('<p>no head</p>', head)).toThrow(/<\/head>/);
  });
});
