/**
 * Renders the brand images into static/ from static/img/logo.svg: the logo as a PNG, the
 * icons (favicon.ico, apple-touch-icon.png, the manifest's icons) and site.webmanifest (see
 * src/plugins/web-presence/brandImages.ts). Run after changing the logo or the site's name:
 * `npx tsx scripts/render-brand-images.ts`. A unit test fails while static/ holds older ones.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {site} from '../src/config/site';
import {brandImages, LOGO_SVG} from '../src/plugins/web-presence/brandImages';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const logoSvg = await readFile(path.join(root, LOGO_SVG), 'utf8');
  const files = brandImages({logoSvg, productName: site.productName, blurb: site.blurb});
  for (const file of files) {
    const target = path.join(root, 'static', file.path);
    await mkdir(path.dirname(target), {recursive: true});
    await writeFile(target, file.bytes);
    console.log(`wrote static/${file.path}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
