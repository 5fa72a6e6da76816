/**
 * Renders static/img/logo.png (512 × 512, the logo named in the Organization structured
 * data) from static/img/logo.svg, with resvg (no browser). Run after changing the logo:
 * `npx tsx scripts/render-brand-images.ts`. Each page's share image and the icons are
 * rendered by every build (src/plugins/web-presence).
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {svgToPng} from '../src/plugins/web-presence/images';

const root = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const logo = await readFile(path.join(root, 'static/img/logo.svg'), 'utf8');
  await writeFile(path.join(root, 'static/img/logo.png'), svgToPng(logo, 512));
  console.log('wrote static/img/logo.png');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
