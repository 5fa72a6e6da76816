/**
 * The site's brand images, all from static/img/logo.svg: the logo as a PNG (named in the
 * Organization structured data), the icons (favicon.ico, apple-touch-icon.png, the manifest's
 * icons) and site.webmanifest. They change only when the logo or the site's name changes, so
 * they are rendered once into static/ by `npx tsx scripts/render-brand-images.ts` and served
 * from there; a unit test renders them again and fails when static/ holds older ones.
 */
import {encodeIco} from '../../lib/icons/ico';
import {CARD_COLOURS} from '../../lib/social/card';
import {logoOnSquare, svgToPng} from './images';

/** The manifest's icons, under static/. */
export const ICON_DIR = 'img/icons';

/** Where the logo is drawn, under the site folder. */
export const LOGO_SVG = 'static/img/logo.svg';

export interface BrandImagesInput {
  /** The logo, an SVG document. */
  readonly logoSvg: string;
  /** The product's name, as the installed app is called. */
  readonly productName: string;
  /** One sentence on what the site offers. */
  readonly blurb: string;
}

export interface BrandFile {
  /** Path under static/ (and under the build folder, where it is served from). */
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** Every brand image and the web app manifest, as the files static/ should hold. */
export function brandImages({logoSvg, productName, blurb}: BrandImagesInput): BrandFile[] {
  const square = (scale: number) => logoOnSquare(logoSvg, CARD_COLOURS.navy, scale);
  const icons = [
    {file: 'icon-192.png', size: 192, purpose: 'any', svg: logoSvg},
    {file: 'icon-512.png', size: 512, purpose: 'any', svg: logoSvg},
    {file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', svg: square(0.7)},
  ];
  const manifest = {
    name: productName,
    short_name: productName,
    description: blurb,
    lang: 'en-GB',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: CARD_COLOURS.navy,
    background_color: CARD_COLOURS.navy,
    icons: icons.map((icon) => ({
      src: `/${ICON_DIR}/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
  return [
    {path: 'img/logo.png', bytes: svgToPng(logoSvg, 512)},
    {
      path: 'favicon.ico',
      bytes: encodeIco([16, 32, 48].map((size) => ({size, png: svgToPng(logoSvg, size)}))),
    },
    {path: 'apple-touch-icon.png', bytes: svgToPng(square(0.86), 180)},
    ...icons.map((icon) => ({
      path: `${ICON_DIR}/${icon.file}`,
      bytes: svgToPng(icon.svg, icon.size),
    })),
    {
      path: 'site.webmanifest',
      bytes: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8'),
    },
  ];
}
