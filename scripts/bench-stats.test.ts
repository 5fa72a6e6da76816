import {describe, expect, it} from 'vitest';
import {executedScriptPaths, median, meetsTargets, percentile, type BenchRow} from './bench-stats';

describe('median', () => {
  it('takes the middle of an odd count, unsorted input', () => {
    expect(median([3, 1, 2])).toBe(2);
  });
  it('averages the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

describe('percentile', () => {
  const tens = [100, 10, 90, 20, 80, 30, 70, 40, 60, 50];
  it('takes the nearest rank', () => {
    expect(percentile(tens, 0.9)).toBe(90);
    expect(percentile(tens, 0.91)).toBe(100);
    expect(percentile(tens, 0.5)).toBe(50);
  });
  it('gives the largest value for the whole list and the only value of one', () => {
    expect(percentile(tens, 1)).toBe(100);
    expect(percentile([7], 0.9)).toBe(7);
  });
  it('refuses an empty list and a fraction outside (0, 1]', () => {
    expect(() => percentile([], 0.5)).toThrow();
    expect(() => percentile(tens, 0)).toThrow();
    expect(() => percentile(tens, 1.5)).toThrow();
  });
});

describe('meetsTargets', () => {
  const good: BenchRow = {
    route: '/',
    score: 98,
    fcpMs: 900,
    lcpMs: 1500,
    tbtMs: 100,
    cls: 0.01,
    totalKb: 200,
    jsKb: 120,
    jsGzipKb: 150,
  };
  it('accepts a route exactly at every limit', () => {
    expect(meetsTargets(good)).toBe(true);
  });
  it.each([
    ['score', {score: 97}],
    ['LCP', {lcpMs: 1501}],
    ['TBT', {tbtMs: 101}],
    ['CLS', {cls: 0.011}],
    ['JavaScript', {jsGzipKb: 150.1}],
  ])('rejects a route that misses the %s target', (_name, change) => {
    expect(meetsTargets({...good, ...change})).toBe(false);
  });
});

describe('executedScriptPaths', () => {
  const origin = 'http://127.0.0.1:4000';
  it('keeps same-origin scripts once each, by path, and drops prefetches and other origins', () => {
    expect(
      executedScriptPaths(
        [
          {url: `${origin}/assets/js/main.1.js`, resourceType: 'Script'},
          {url: `${origin}/assets/js/page.2.js?v=1`, resourceType: 'Script'},
          {url: `${origin}/assets/js/main.1.js`, resourceType: 'Script'},
          {url: `${origin}/assets/js/other-page.3.js`, resourceType: 'Other'},
          {url: `${origin}/pricing`, resourceType: 'Document'},
          {url: 'https://assets.calendly.example/widget.js', resourceType: 'Script'},
          {url: `${origin}2/assets/js/x.js`, resourceType: 'Script'},
        ],
        origin,
      ),
    ).toEqual(['/assets/js/main.1.js', '/assets/js/page.2.js']);
  });
});
