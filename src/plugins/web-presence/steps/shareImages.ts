/**
 * Step 3: each page's share image (build/img/social/<route>.png, 1200 × 630), rendered from
 * what the page's head says it shows (../pageHeads.ts), or taken from the cache, two at a
 * time.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {eachLimited, fileBase, writeAtomic} from '../files';
import {cachedCard} from '../images';
import {LOGO_SVG} from '../brandImages';
import {SOCIAL_IMAGE_DIR, type CardRequest} from '../pageHeads';

/** Writes every card; returns how many were rendered afresh. */
export async function writeShareImages(options: {
  readonly siteDir: string;
  readonly outDir: string;
  readonly cacheDir: string;
  readonly siteUrl: string;
  readonly productName: string;
  readonly cards: readonly CardRequest[];
}): Promise<number> {
  const {siteDir, outDir, cacheDir, siteUrl, productName, cards} = options;
  const logoSvg = readFileSync(path.join(siteDir, LOGO_SVG), 'utf8');
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`;
  const host = new URL(siteUrl).host;
  let rendered = 0;
  await eachLimited(cards, 2, async (card) => {
    const {png, fresh} = await cachedCard(cacheDir, {
      title: card.title,
      ...(card.section ? {section: card.section} : {}),
      ...(card.note ? {note: card.note} : {}),
      productName,
      host,
      logo,
    });
    if (fresh) rendered += 1;
    await writeAtomic(path.join(outDir, SOCIAL_IMAGE_DIR, `${fileBase(card.route)}.png`), png);
  });
  return rendered;
}
