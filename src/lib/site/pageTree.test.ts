import {describe, expect, it} from 'vitest';
import {parentRoute, splitEdition, trailTo, type PageTree} from './pageTree';

const tree: PageTree = {
  pages: new Set([
    '/',
    '/blog',
    '/blog/a-post',
    '/business-numbers',
    '/business-numbers/churn-rate',
    '/next/business-numbers',
    '/next/business-numbers/churn-rate',
    '/guide',
    '/guide-chapter',
    '/next/guide',
    '/next/guide-chapter',
    '/toolkit',
    '/tool',
    '/deep/a/b',
  ]),
  overrides: {'/business-numbers': '/blog', '/guide-chapter': '/guide', '/tool': '/toolkit'},
  editionPrefixes: ['/next'],
};

describe('splitEdition', () => {
  it('separates an edition prefix from the route, and leaves other routes whole', () => {
    expect(splitEdition('/next/business-numbers', ['/next'])).toEqual({
      prefix: '/next',
      local: '/business-numbers',
    });
    expect(splitEdition('/next', ['/next'])).toEqual({prefix: '/next', local: '/'});
    expect(splitEdition('/nextgen', ['/next'])).toEqual({prefix: '', local: '/nextgen'});
  });
});

describe('parentRoute', () => {
  it('is the page one segment up, or home', () => {
    expect(parentRoute('/blog/a-post', tree)).toBe('/blog');
    expect(parentRoute('/blog', tree)).toBe('/');
    expect(parentRoute('/', tree)).toBeNull();
  });
  it('skips path segments that are not pages', () => {
    expect(parentRoute('/deep/a/b', tree)).toBe('/');
  });
  it('follows the exceptions, in the edition when the edition has the parent', () => {
    expect(parentRoute('/business-numbers', tree)).toBe('/blog');
    expect(parentRoute('/next/business-numbers', tree)).toBe('/blog');
    expect(parentRoute('/next/guide-chapter', tree)).toBe('/next/guide');
    expect(parentRoute('/guide-chapter', tree)).toBe('/guide');
    expect(parentRoute('/tool', tree)).toBe('/toolkit');
  });
  it('keeps an edition page under its own edition', () => {
    expect(parentRoute('/next/business-numbers/churn-rate', tree)).toBe('/next/business-numbers');
    expect(parentRoute('/next/guide', tree)).toBe('/');
  });
});

describe('trailTo', () => {
  it('runs from home to the page', () => {
    expect(trailTo('/next/business-numbers/churn-rate', tree)).toEqual([
      '/',
      '/blog',
      '/next/business-numbers',
      '/next/business-numbers/churn-rate',
    ]);
    expect(trailTo('/', tree)).toEqual(['/']);
  });
  it('refuses exceptions that loop', () => {
    const looping: PageTree = {...tree, overrides: {'/blog': '/toolkit', '/toolkit': '/blog'}};
    expect(() => trailTo('/blog/a-post', looping)).toThrow(/loop/);
  });
});
