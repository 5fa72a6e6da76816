/**
 * Screenshots of built pages, for looking at what was built:
 *
 *   npx tsx scripts/screenshot.ts /pricing [--width 375] [--dark] [--full] [--out file.png]
 *
 * Serves build/ on a free port, so run `npm run build` first.
 */
import type {AddressInfo} from 'node:net';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from './browser';
import {createStaticServer} from './serve';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const route = process.argv[2] ?? '/';
  const width = Number(option('width') ?? 1280);
  const height = Number(option('height') ?? 800);
  const out = option('out') ?? `/tmp/shot-${route.replace(/\W+/g, '_') || 'home'}-${width}.png`;
  const server = createStaticServer({dir: 'build'});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage({
      viewport: {width, height},
      colorScheme: process.argv.includes('--dark') ? 'dark' : 'light',
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        console.log(`[${message.type()}] ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
    await page.goto(`http://127.0.0.1:${port}${route}`, {waitUntil: 'networkidle'});
    const scrollY = Number(option('scroll') ?? 0);
    if (scrollY) await page.evaluate((y) => window.scrollTo(0, y), scrollY);
    await page.waitForTimeout(300);
    await page.screenshot({path: out, fullPage: process.argv.includes('--full')});
    console.log(out);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
