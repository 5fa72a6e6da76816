import {describe, expect, it} from 'vitest';
import {
  JS_BUDGET_KB,
  formatBudgetReport,
  isJavaScript,
  isPrefetchRequest,
  rankRoutes,
  routeOfHtmlFile,
} from './bundle-budget';

describe('routeOfHtmlFile', () => {
  it('maps files to routes without trailing slashes', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('pricing.html')).toBe('/pricing');
    expect(routeOfHtmlFile('blog/index.html')).toBe('/blog');
    expect(routeOfHtmlFile('blog/margin-leak.html')).toBe('/blog/margin-leak');
    expect(routeOfHtmlFile('next/business-numbers.html')).toBe('/next/business-numbers');
    expect(routeOfHtmlFile('404.html')).toBe('/404.html');
  });
});

describe('isPrefetchRequest', () => {
  it('recognises Chromium prefetches', () => {
    expect(isPrefetchRequest({'sec-purpose': 'prefetch'})).toBe(true);
    expect(isPrefetchRequest({purpose: 'prefetch'})).toBe(true);
  });
  it('counts ordinary script loads', () => {
    expect(isPrefetchRequest({})).toBe(false);
    expect(isPrefetchRequest({accept: '*/*'})).toBe(false);
  });
});

describe('isJavaScript', () => {
  it('trusts the content type', () => {
    expect(isJavaScript('http://x/a', 'application/javascript; charset=utf-8')).toBe(true);
    expect(isJavaScript('http://x/a.js', 'text/css')).toBe(true);
    expect(isJavaScript('http://x/a.css', 'text/css')).toBe(false);
  });
  it('falls back to the extension', () => {
    expect(isJavaScript('http://x/assets/js/main.1.js?v=2', undefined)).toBe(true);
    expect(isJavaScript('http://x/search-index.json', undefined)).toBe(false);
  });
});

describe('JS_BUDGET_KB', () => {
  it("holds the performance issue's target of 150 KB gzip per route", () => {
    expect(JS_BUDGET_KB).toBeLessThanOrEqual(150);
  });
});

describe('rankRoutes', () => {
  it('sorts largest first and reports routes over budget', () => {
    const {ranked, over} = rankRoutes(
      [
        {route: '/a', files: 3, kb: 120},
        {route: '/b', files: 4, kb: 171},
        {route: '/c', files: 4, kb: 170},
      ],
      170,
    );
    expect(ranked.map((row) => row.route)).toEqual(['/b', '/c', '/a']);
    expect(over.map((row) => row.route)).toEqual(['/b']);
  });
});

describe('formatBudgetReport', () => {
  const rows = [
    {route: '/a', files: 3, kb: 120},
    {route: '/longer-route', files: 12, kb: 171.04},
  ];
  it('prints one aligned line per route, largest first, and marks those over budget', () => {
    const lines = formatBudgetReport(rows, 170);
    expect(lines[0]).toContain('budget 170 KB');
    expect(lines.slice(1, 4)).toEqual([
      'route          files       KB',
      '/longer-route     12    171.0  OVER BUDGET',
      '/a                 3    120.0',
    ]);
    expect(lines.at(-1)).toBe('1 of 2 routes over the 170 KB budget.');
  });
  it('says when every route is within the budget', () => {
    expect(formatBudgetReport(rows, 200).at(-1)).toBe('All 2 routes within 200 KB.');
  });
});
