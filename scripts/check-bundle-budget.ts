/**
 * Bundle budget: loads every built page in Chromium (served as a CDN would) and adds up the
 * gzip size of all JavaScript it fetches before any interaction: the entry scripts and the
 * route chunks the client loads to hydrate. Idle prefetches for other routes are excluded.
 * Prints every route, largest first; exits non-zero when one is over JS_BUDGET_KB.
 *
 *   npx tsx scripts/check-bundle-budget.ts [buildDir]
 */
import {existsSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './browser';
import {htmlFiles} from './build-files';
import {createStaticServer} from './serve';
import {
  JS_BUDGET_KB,
  isJavaScript,
  isPrefetchRequest,
  rankRoutes,
  routeOfHtmlFile,
  type RouteWeight,
} from './bundle-budget';

const buildDir = path.resolve(process.argv[2] ?? 'build');

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No build in ${buildDir}: run "npm run build" first.`);
  }
  const routes = htmlFiles(buildDir)
    .map((file) => routeOfHtmlFile(path.relative(buildDir, file)))
    .filter((route) => route !== '/404.html');

  const server = createStaticServer({dir: buildDir});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const gzipCache = new Map<string, number>();
  const rows: RouteWeight[] = [];
  try {
    const context = await browser.newContext({serviceWorkers: 'block'});
    for (const route of routes) {
      const page = await context.newPage();
      const loads: Promise<void>[] = [];
      const seen = new Set<string>();
      let bytes = 0;
      page.on('response', (response) => {
        const url = response.url();
        if (!url.startsWith(`http://127.0.0.1:${port}/`) || seen.has(url)) return;
        if (isPrefetchRequest(response.request().headers())) return;
        if (!isJavaScript(url, response.headers()['content-type'])) return;
        seen.add(url);
        loads.push(
          (async () => {
            const cached = gzipCache.get(url);
            const size = cached ?? gzipSync(await response.body()).length;
            gzipCache.set(url, size);
            bytes += size;
          })(),
        );
      });
      await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'networkidle'});
      await Promise.all(loads);
      rows.push({route, files: seen.size, kb: bytes / 1000});
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  const {ranked, over} = rankRoutes(rows);
  const width = Math.max(...ranked.map((row) => row.route.length), 5);
  console.log(`JavaScript loaded before interaction (gzip), budget ${JS_BUDGET_KB} KB per route:`);
  console.log(`${'route'.padEnd(width)}  ${'files'.padStart(5)}  ${'KB'.padStart(7)}`);
  for (const row of ranked) {
    const flag = row.kb > JS_BUDGET_KB ? '  OVER BUDGET' : '';
    console.log(
      `${row.route.padEnd(width)}  ${String(row.files).padStart(5)}  ${row.kb.toFixed(1).padStart(7)}${flag}`,
    );
  }
  if (over.length > 0) {
    throw new Error(`${over.length} route(s) over the ${JS_BUDGET_KB} KB budget.`);
  }
  console.log(`\nAll ${ranked.length} routes within ${JS_BUDGET_KB} KB.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
