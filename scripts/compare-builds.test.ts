import {describe, expect, it} from 'vitest';
import {comparePages, pageView, withoutHashes} from './compare-builds';

const page = (head: string, body: string) =>
  `<html><head>${head}</head><body>${body}</body></html>`;

describe('comparePages', () => {
  const before = pageView(
    page(
      '<title>T</title><meta name="description" content="d"><script type="application/ld+json">{"@type":"Thing","a":1,"b":[1,2]}</script><script src="/assets/js/main.0123abcd.js"></script>',
      '<p>Hello <a href="/x">x</a></p><script>var hidden = 1</script>',
    ),
  );

  it('finds nothing when only the order of head tags and keys, spacing, scripts and bundle hashes differ', () => {
    const after = pageView(
      page(
        '<script src="/assets/js/main.99999999.js"></script><script type="application/ld+json" data-rh="true">{"b":[1,2],"a":1,"@type":"Thing"}</script><meta data-rh="true" name="description" content="d"><title>T</title>',
        '<p>Hello  <a href="/x">x</a></p>',
      ),
    );
    expect(comparePages(before, after)).toEqual([]);
  });

  it('finds a change of text, of a link, of a head tag and of structured data', () => {
    const after = pageView(
      page(
        '<title>T</title><meta name="description" content="e"><script type="application/ld+json">{"@type":"Thing","a":2,"b":[1,2]}</script>',
        '<p>Hi <a href="/y">x</a></p>',
      ),
    );
    const found = comparePages(before, after).map((line) => line.split(':')[0]);
    expect(found).toEqual(['text', 'links', 'head', 'structured data']);
  });

  it('counts a node written twice as a difference', () => {
    const twice = pageView(
      page(
        '<title>T</title><meta name="description" content="d"><script type="application/ld+json">{"@type":"Thing","a":1,"b":[1,2]}</script><script type="application/ld+json">{"@type":"Thing","a":1,"b":[1,2]}</script>',
        '<p>Hello <a href="/x">x</a></p>',
      ),
    );
    expect(comparePages(before, twice)).toHaveLength(1);
  });
});

describe('withoutHashes', () => {
  it('reads webpack content hashes as one name, and leaves other names alone', () => {
    expect(withoutHashes('/assets/js/main.0123abcd.js')).toBe(
      withoutHashes('/assets/js/main.fedc9876.js'),
    );
    expect(withoutHashes('/img/social/churn-rate.png')).toBe('/img/social/churn-rate.png');
  });
});
