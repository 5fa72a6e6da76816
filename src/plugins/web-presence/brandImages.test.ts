import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {site} from '../../config/site';
import {brandImages, LOGO_SVG} from './brandImages';

const root = path.resolve(__dirname, '../../..');

describe('the brand images in static/', () => {
  const files = brandImages({
    logoSvg: readFileSync(path.join(root, LOGO_SVG), 'utf8'),
    productName: site.productName,
    blurb: site.blurb,
  });

  it.each(files.map((file) => [file.path, file] as const))(
    'static/%s is what the logo and the site config render today (else run scripts/render-brand-images.ts)',
    (file, {bytes}) => {
      const stored = readFileSync(path.join(root, 'static', file));
      expect(Buffer.compare(stored, Buffer.from(bytes)), `static/${file} is stale`).toBe(0);
    },
  );
});
