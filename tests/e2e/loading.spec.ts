import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/site';

/**
 * How pages load (src/config/ssrTemplate.ts): the static HTML paints first, and the entry
 * scripts are requested only after the first contentful paint, then hydrate the page.
 */
for (const route of ['/', '/pricing', '/business-numbers/customer-lifetime-value']) {
  test(`${route}: entry scripts are requested after the first contentful paint`, async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) =>
          /\/assets\/js\/(react|runtime~main|main)\.[\da-f]+\.js$/.test(entry.name),
        )
        .map((entry) => ({name: entry.name.replace(/^.*\//, ''), start: entry.startTime})),
    }));
    expect(timing.fcp).toBeGreaterThan(0);
    expect(timing.scripts.map((script) => script.name.split('.')[0]).sort()).toEqual([
      'main',
      'react',
      'runtime~main',
    ]);
    for (const script of timing.scripts) {
      expect(script.start, script.name).toBeGreaterThanOrEqual(timing.fcp as number);
    }
  });
}
