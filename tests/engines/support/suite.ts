/**
 * The engine suite, the same for every engine: one browser, one tab; each scenario in turn,
 * and with ENGINES_WALK=1 first every page of the sitemap once (Chromium walks every page on
 * each run, tests/e2e/every-page.spec.ts; the walk here costs about two minutes per engine, so
 * `npm test` leaves it out). Scenarios are written once, against the Tab
 * (support/tab.ts), and run in whichever engine the test file names.
 */
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, beforeEach, describe, expect, inject, test} from 'vitest';
import {sitemapRoutes} from '../../e2e/support/routes';
import {SCENARIOS} from '../scenarios';
import type {EngineDriver, EngineName} from './driver';
import {launchFirefox} from './firefox';
import {Tab} from './tab';
import {launchWebKit} from './webkit';

const HELPERS_FILE = path.join(__dirname, 'page-helpers.js');

/** The window size scenarios start from; a scenario that needs a phone sets its own. */
export const DESKTOP = {width: 1280, height: 800} as const;

function launch(engine: EngineName, downloads: string, origin: string): Promise<EngineDriver> {
  return engine === 'firefox'
    ? launchFirefox({helpers: readFileSync(HELPERS_FILE, 'utf8'), downloads, origin})
    : launchWebKit({helpersFile: HELPERS_FILE, downloads, origin});
}

/** Whether this run walks every page of the sitemap first (ENGINES_WALK=1). */
export function walkEveryPage(setting = process.env.ENGINES_WALK): boolean {
  return setting === '1' || setting === 'true';
}

export function engineSuite(engine: EngineName): void {
  let driver: EngineDriver | undefined;
  let tab: Tab;
  const downloads = mkdtempSync(path.join(tmpdir(), `engine-${engine}-downloads-`));
  const files = mkdtempSync(path.join(tmpdir(), `engine-${engine}-files-`));

  beforeAll(async () => {
    driver = await launch(engine, downloads, inject('origin'));
    tab = new Tab(driver, files);
  });

  afterAll(async () => {
    await driver?.close();
    for (const folder of [downloads, files]) rmSync(folder, {recursive: true, force: true});
  });

  if (walkEveryPage()) {
    describe('every page of the sitemap: status 200, hydrated without errors, one h1', () => {
      for (const route of sitemapRoutes()) {
        test(route, async () => {
          const page = await tab.visit(route);
          expect(page.status).toBe(200);
          expect(page.headings).toBe(1);
          expect(page.problems).toEqual([]);
        });
      }
    });
  }

  describe('behaviours', () => {
    beforeEach(async () => {
      await driver!.resize(DESKTOP.width, DESKTOP.height);
    });

    for (const scenario of SCENARIOS) {
      test(scenario.name, async () => {
        await scenario.run(tab);
        expect(await tab.problems()).toEqual([]);
      });
    }
  });
}
