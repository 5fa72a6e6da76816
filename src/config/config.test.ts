import {describe, expect, it} from 'vitest';
import {DEFAULT_SITE_URL, resolveSiteUrl, salesMailto, site} from './site';
import {algoliaFromEnv} from './search';
import {robotsTxt} from '../plugins/robots-txt';

describe('resolveSiteUrl', () => {
  it('uses the default when SITE_URL is unset or blank', () => {
    expect(resolveSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(resolveSiteUrl('   ')).toBe(DEFAULT_SITE_URL);
  });
  it('keeps the origin and drops a trailing slash', () => {
    expect(resolveSiteUrl('https://margins.example.com/')).toBe('https://margins.example.com');
    expect(resolveSiteUrl(' http://localhost:3000 ')).toBe('http://localhost:3000');
  });
  it('rejects values that are not http(s) URLs', () => {
    expect(() => resolveSiteUrl('margins.example.com')).toThrow(/SITE_URL/);
    expect(() => resolveSiteUrl('ftp://margins.example.com')).toThrow(/http or https/);
  });
});

describe('site identity', () => {
  it('uses reserved .example addresses by default', () => {
    expect(site.salesEmail).toMatch(/\.example$/);
    expect(new URL(site.companyPageUrl).hostname).toMatch(/\.example$/);
    expect(new URL(site.scheduling.pageUrl).hostname).toMatch(/\.example$/);
    expect(DEFAULT_SITE_URL).toMatch(/\.example$/);
  });
  it('books 30-minute calls', () => {
    expect(site.scheduling.callMinutes).toBe(30);
  });
  it('builds mailto links with an encoded subject', () => {
    expect(salesMailto()).toBe(`mailto:${site.salesEmail}`);
    expect(salesMailto('ROI & pricing')).toBe(
      `mailto:${site.salesEmail}?subject=ROI%20%26%20pricing`,
    );
  });
});

describe('algoliaFromEnv', () => {
  const full = {ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'site'};
  it('keeps local search when no Algolia variable is set', () => {
    expect(algoliaFromEnv({})).toBeUndefined();
    expect(algoliaFromEnv({ALGOLIA_APP_ID: ' '})).toBeUndefined();
  });
  it('switches to Algolia when all three are set', () => {
    expect(algoliaFromEnv(full)).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'site',
      contextualSearch: true,
    });
  });
  it('fails loudly when only some are set', () => {
    expect(() => algoliaFromEnv({ALGOLIA_APP_ID: 'APP'})).toThrow(
      /ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME/,
    );
  });
});

describe('robotsTxt', () => {
  it('names the absolute sitemap URL', () => {
    expect(robotsTxt('https://margins.example.com', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://margins.example.com/sitemap.xml\n',
    );
  });
});
