import path from 'node:path';
import {defineConfig} from 'vitest/config';
import {selectedEngines} from '../../scripts/engines';

/**
 * The engine tests: the site's key behaviours in Firefox and WebKit, and with ENGINES_WALK=1
 * one visit of every page of the sitemap first (Chromium runs the Playwright suite,
 * tests/e2e). One file per engine, run side by side, each driving one browser through its
 * pages in order. ENGINES=webkit (or firefox) runs one engine alone. Needs a build
 * (`npm run build`).
 */
export default defineConfig({
  root: path.resolve(__dirname, '../..'),
  resolve: {
    alias: {'@site': path.resolve(__dirname, '../..')},
  },
  test: {
    include: selectedEngines().map((engine) => `tests/engines/${engine}.test.ts`),
    environment: 'node',
    globalSetup: ['tests/engines/support/serve.ts'],
    // A scenario waits for each element it needs, and each expectation it polls, at most
    // 15 s (a busy machine can take that long to hydrate a page).
    testTimeout: 90_000,
    expect: {poll: {timeout: 15_000, interval: 100}},
    hookTimeout: 90_000,
    // One worker per engine, side by side: each runs its own browser.
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: selectedEngines().length,
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
