/**
 * Rendering the site's pictures at build time, with no browser: each page's share image
 * (Satori lays the card out with the Inter font shipped by @fontsource/inter; resvg turns the
 * SVG into a PNG) and the icons (resvg, from static/img/logo.svg). Share images are cached by
 * a hash of what they show, so a rebuild renders only the cards that changed.
 */
import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Resvg, renderAsync} from '@resvg/resvg-js';
import satori from 'satori';
import {CARD_HEIGHT, CARD_WIDTH, cardElement, type CardInput} from '../../lib/social/card';

/** Bumped when the card's design changes, so cached cards are not reused. */
const DESIGN_VERSION = 2;

type SatoriFont = Parameters<typeof satori>[1]['fonts'][number];

let fonts: Promise<SatoriFont[]> | undefined;

/** Inter in the weights the card uses, Latin and Latin Extended (WOFF: Satori reads no WOFF2). */
function loadFonts(): Promise<SatoriFont[]> {
  fonts ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: 'Inter',
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  );
  return fonts;
}

/** A PNG of an SVG, `width` pixels wide. */
export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, {fitTo: {mode: 'width', value: width}, font: {loadSystemFonts: false}})
    .render()
    .asPng();
}

/** A page's share image as a PNG (1200 × 630). */
export async function renderCard(input: CardInput): Promise<Buffer> {
  const element = cardElement(input) as unknown as Parameters<typeof satori>[0];
  const svg = await satori(element, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  // Rasterised off the main thread, while the next card is laid out.
  const image = await renderAsync(svg, {
    fitTo: {mode: 'width', value: CARD_WIDTH},
    font: {loadSystemFonts: false},
  });
  return image.asPng();
}

/** The share image of `input`, from the cache when it was rendered before (`fresh` false). */
export async function cachedCard(
  cacheDir: string,
  input: CardInput,
): Promise<{readonly png: Buffer; readonly fresh: boolean}> {
  const key = createHash('sha256')
    .update(JSON.stringify({DESIGN_VERSION, input}))
    .digest('hex')
    .slice(0, 32);
  const file = path.join(cacheDir, `${key}.png`);
  if (existsSync(file)) return {png: await readFile(file), fresh: false};
  const png = await renderCard(input);
  await mkdir(cacheDir, {recursive: true});
  await writeFile(file, png);
  return {png, fresh: true};
}

/** The inside of an SVG document (what lies between its `<svg …>` and `</svg>`). */
function svgBody(svg: string): string {
  const start = svg.indexOf('>', svg.indexOf('<svg'));
  const end = svg.lastIndexOf('</svg>');
  if (start < 0 || end < 0) throw new Error('Not an SVG document');
  return svg.slice(start + 1, end);
}

/**
 * The logo on a square of `background`, scaled to `scale` of the side and centred: for icons
 * that platforms crop or round themselves (an app icon's mask, a home-screen tile).
 */
export function logoOnSquare(logoSvg: string, background: string, scale: number): string {
  const viewBox = /viewBox="([^"]+)"/.exec(logoSvg)?.[1] ?? '0 0 64 64';
  const [, , width = 64] = viewBox.split(/\s+/).map(Number);
  const offset = (width * (1 - scale)) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${width}" width="${width}" height="${width}">`,
    `<rect width="${width}" height="${width}" fill="${background}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${svgBody(logoSvg)}</g>`,
    '</svg>',
  ].join('');
}
