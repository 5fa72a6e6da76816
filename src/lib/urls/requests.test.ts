import {describe, expect, it} from 'vitest';
import fc from 'fast-check';
import {
  HOST_FILES,
  assertPagePath,
  canonicalPaths,
  decodeRequestPath,
  pageAliases,
  resolveRequest,
  type SiteFiles,
} from './requests';

const PAGES = [
  '/',
  '/pricing',
  '/book-call',
  '/blog',
  '/blog/margin-leak',
  '/business-numbers/churn-rate',
  '/next/business-numbers/churn-rate',
];
const FILES = new Set([
  '/img/logo.svg',
  '/assets/js/main.1a2b.js',
  '/blog/rss.xml',
  '/robots.txt',
  ...HOST_FILES,
]);
const site: SiteFiles = {canonical: canonicalPaths(PAGES), isFile: (path) => FILES.has(path)};

describe('assertPagePath', () => {
  it('accepts the root and slash-separated segments', () => {
    for (const path of ['/', '/pricing', '/blog/margin-leak', '/a_b/c.d~e']) {
      expect(() => assertPagePath(path), path).not.toThrow();
    }
  });

  it('refuses what a host configuration would have to escape, or another shape', () => {
    for (const path of [
      '',
      'pricing',
      '/pricing/',
      '//x',
      '/a b',
      '/a"b',
      '/a;b',
      '/$uri',
      '/./a',
      '/..',
      '/%41',
    ]) {
      expect(() => assertPagePath(path), path).toThrow(/not a page path/);
    }
  });
});

describe('pageAliases', () => {
  it('spells a page with a trailing slash and as its built file', () => {
    expect(pageAliases('/pricing')).toEqual(['/pricing', '/pricing/', '/pricing.html']);
    expect(pageAliases('/')).toEqual(['/', '/index', '/index.html']);
  });
});

describe('canonicalPaths', () => {
  it('maps every spelling, folded, to the page', () => {
    const map = canonicalPaths(['/pricing']);
    expect([...map]).toEqual([
      ['/pricing', '/pricing'],
      ['/pricing/', '/pricing'],
      ['/pricing.html', '/pricing'],
    ]);
  });

  it('sends moved paths on, but never takes a page path away from its page', () => {
    const map = canonicalPaths(
      ['/guide', '/old'],
      [
        {from: '/older-guide', to: '/guide'},
        {from: '/old', to: '/guide'},
      ],
    );
    expect(map.get('/older-guide')).toBe('/guide');
    expect(map.get('/older-guide/')).toBe('/guide');
    expect(map.get('/old')).toBe('/old');
  });

  it('refuses pages that differ only in letter case', () => {
    expect(() => canonicalPaths(['/About', '/about'])).toThrow(/differ only in letter case/);
  });
});

describe('decodeRequestPath', () => {
  it('decodes each segment', () => {
    expect(decodeRequestPath('/pricin%67')).toBe('/pricing');
    expect(decodeRequestPath('/business-numbers/%E2%9C%93')).toBe('/business-numbers/✓');
    expect(decodeRequestPath('/blog/')).toBe('/blog/');
    expect(decodeRequestPath('/')).toBe('/');
  });

  // Empty and dot segments, encoded separators, control characters and bad escapes.
  it.each([
    '//x/',
    '//evil.example/path',
    '/blog//margin-leak',
    '/%2e%2e/',
    '/a/./b',
    '/a/%2E',
    '/a%2Fb',
    '/a%5Cb',
    '/a%00',
    '/%E2%9C',
    '/%zz',
    'pricing',
    '',
    '*',
  ])('refuses %j', (raw) => {
    expect(decodeRequestPath(raw)).toBeUndefined();
  });
});

describe('resolveRequest', () => {
  it('answers a page at its own path, with or without a query', () => {
    expect(resolveRequest('/pricing', site)).toEqual({kind: 'page', path: '/pricing'});
    expect(resolveRequest('/pricing?plan=growth', site)).toEqual({kind: 'page', path: '/pricing'});
    expect(resolveRequest('/', site)).toEqual({kind: 'page', path: '/'});
  });

  it('redirects other spellings of a page to its path, keeping the query', () => {
    const cases: [string, string][] = [
      ['/Pricing', '/pricing'],
      ['/BUSINESS-NUMBERS/Churn-Rate?x=1', '/business-numbers/churn-rate?x=1'],
      ['/NEXT/business-numbers/churn-rate', '/next/business-numbers/churn-rate'],
      ['/Blog/margin-leak', '/blog/margin-leak'],
      ['/pricing/', '/pricing'],
      ['/Pricing/?a=b', '/pricing?a=b'],
      ['/pricing.html', '/pricing'],
      ['/index.html', '/'],
      ['/index', '/'],
      ['/pricin%67', '/pricing'],
    ];
    for (const [target, location] of cases) {
      expect(resolveRequest(target, site), target).toEqual({kind: 'redirect', location});
    }
  });

  it('answers static files at their exact path only', () => {
    expect(resolveRequest('/img/logo.svg', site)).toEqual({kind: 'file', path: '/img/logo.svg'});
    expect(resolveRequest('/blog/rss.xml?v=2', site)).toEqual({
      kind: 'file',
      path: '/blog/rss.xml',
    });
    expect(resolveRequest('/IMG/logo.svg', site)).toEqual({kind: 'not-found'});
    expect(resolveRequest('/img/logo.svg/', site)).toEqual({kind: 'not-found'});
  });

  it('finds nothing at unknown paths of any shape', () => {
    const unknown = [
      '/no-such-page',
      '/no-such-page/',
      '//x/',
      '//evil.example/',
      '//evil.example/path',
      '/%2e%2e/',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/business-numbers/%E2%9C%93',
      '/pricing.',
      '/pricing..html',
      '/blog//margin-leak',
      '/next/',
      '/next',
      '/404',
      '/404.html',
      '/img/',
      '/pricing%2F',
      '/\\evil.example',
      ...HOST_FILES,
    ];
    for (const target of unknown) {
      expect(resolveRequest(target, site), target).toEqual({kind: 'not-found'});
    }
  });

  it('never redirects anywhere but to one of the pages', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9.%/\\:@?#-]{0,12}$/);
    fc.assert(
      fc.property(fc.array(segment, {maxLength: 5}), (parts) => {
        const target = `/${parts.join('/')}`;
        const outcome = resolveRequest(target, site);
        if (outcome.kind !== 'redirect') return;
        const [path] = outcome.location.split('?');
        expect(PAGES).toContain(path);
        expect(new URL(outcome.location, 'https://site.example').origin).toBe(
          'https://site.example',
        );
      }),
    );
  });

  it('answers every spelling of every page with that page', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAGES), fc.nat(2), fc.boolean(), (page, which, upper) => {
        const alias = pageAliases(page)[which]!;
        const spelled = upper ? alias.toUpperCase() : alias;
        const outcome = resolveRequest(spelled, site);
        expect(outcome).toEqual(
          spelled === page ? {kind: 'page', path: page} : {kind: 'redirect', location: page},
        );
      }),
    );
  });
});
