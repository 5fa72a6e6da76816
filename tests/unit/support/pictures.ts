import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect} from 'vitest';

const STATIC_DIR = path.resolve(__dirname, '../../../static');

/**
 * Checks that a site picture exists under static/ and that its declared width and height
 * match the SVG's own (so the page reserves the right space: no layout shift).
 */
export function expectPicture(picture: {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt?: string;
}): void {
  const file = path.join(STATIC_DIR, picture.src);
  expect(existsSync(file), `${picture.src} exists`).toBe(true);
  if (picture.alt !== undefined) expect(picture.alt.length, picture.src).toBeGreaterThan(20);
  if (!file.endsWith('.svg')) return;
  const svg = readFileSync(file, 'utf8');
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  expect(root, `${picture.src} width`).toContain(`width="${picture.width}"`);
  expect(root, `${picture.src} height`).toContain(`height="${picture.height}"`);
  expect(root, `${picture.src} viewBox`).toContain(
    `viewBox="0 0 ${picture.width} ${picture.height}"`,
  );
  expect(svg.length, `${picture.src} stays light`).toBeLessThan(20_000);
}
