/**
 * A screenshot tour for review: every page of the sitemap at 375 and 1280 px wide, in light
 * and dark mode, as full-page PNGs in `shots/` (not committed):
 *
 *   npm run shots [-- --only /pricing] [--out dir] [--widths 375,1280]
 *
 * `--only` keeps the routes that contain the text. Serves build/ on a free port, so run
 * `npm run build` first. Not part of `npm test`: the pictures are for a person to look at.
 */
import {mkdirSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {sitemapRoutes} from '../tests/e2e/support/routes';
import {chromiumLaunchOptions} from './browser';
import {createStaticServer} from './serve';

const MODES = ['light', 'dark'] as const;
/** Pages shot at the same time: the machine is shared. */
const CONCURRENCY = 2;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** "/business-numbers/churn-rate" → "business-numbers_churn-rate"; "/" → "home". */
function fileStem(route: string): string {
  return route.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home';
}

async function shoot(
  browser: Browser,
  origin: string,
  route: string,
  width: number,
  mode: (typeof MODES)[number],
  out: string,
): Promise<void> {
  const page = await browser.newPage({viewport: {width, height: 800}, colorScheme: mode});
  try {
    await page.goto(`${origin}${route}`, {waitUntil: 'networkidle'});
    // Let entrance animations finish before the picture.
    await page.evaluate(async () => {
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
    });
    await page.screenshot({
      path: path.join(out, `${fileStem(route)}-${width}-${mode}.png`),
      fullPage: true,
    });
  } finally {
    await page.close();
  }
}

async function main(): Promise<void> {
  const out = path.resolve(option('out') ?? 'shots');
  const widths = (option('widths') ?? '375,1280').split(',').map(Number);
  const only = option('only');
  const routes = sitemapRoutes().filter((route) => !only || route.includes(only));
  mkdirSync(out, {recursive: true});

  const server = createStaticServer({dir: 'build'});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const jobs = routes.flatMap((route) =>
    widths.flatMap((width) => MODES.map((mode) => ({route, width, mode}))),
  );
  let next = 0;
  let done = 0;
  try {
    await Promise.all(
      Array.from({length: CONCURRENCY}, async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          await shoot(browser, `http://127.0.0.1:${port}`, job.route, job.width, job.mode, out);
          done += 1;
          if (done % 20 === 0) console.log(`${done} of ${jobs.length}`);
        }
      }),
    );
    console.log(`${jobs.length} screenshots of ${routes.length} pages in ${out}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
