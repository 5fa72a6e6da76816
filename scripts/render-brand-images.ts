/**
 * Renders the PNG brand images with Chromium: the default share card (1200 × 630) from
 * assets-src/social-card.html, and a 512 px PNG of the logo for structured data.
 * Run after changing the product name or the logo: `npx tsx scripts/render-brand-images.ts`.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {site} from '../src/config/site';
import {chromiumLaunchOptions} from './browser';

const root = path.resolve(__dirname, '..');
const logoUrl = `file://${root}/static/img/logo.svg`;

async function main(): Promise<void> {
  const template = await readFile(path.join(root, 'assets-src/social-card.html'), 'utf8');
  const html = template.replaceAll('{product}', site.productName).replaceAll('{logo}', logoUrl);

  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({viewport: {width: 1200, height: 630}});
  await page.setContent(html, {waitUntil: 'load'});
  await page.screenshot({path: path.join(root, 'static/img/social-card.png')});
  await page.setViewportSize({width: 512, height: 512});
  await page.setContent(
    `<html><body style="margin:0"><img src="${logoUrl}" width="512" height="512" alt=""></body></html>`,
    {waitUntil: 'load'},
  );
  await page.screenshot({path: path.join(root, 'static/img/logo.png'), omitBackground: true});
  await browser.close();
  console.log('wrote static/img/social-card.png and static/img/logo.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
