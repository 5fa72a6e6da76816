import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import versions from '@site/versions.json';
import {DRAFT, EDITIONS, RELEASED, editionNamed} from '@site/src/data/editions';

const ROOT = path.resolve(__dirname, '../../..');

describe('the docs editions', () => {
  it('serve the newest released edition at the root and the draft under /next', () => {
    expect(RELEASED.name).toBe(versions[0]);
    expect(RELEASED.prefix).toBe('');
    expect(DRAFT.folder).toBe('docs');
    expect(DRAFT.prefix).toBe('/next');
    expect(versions).not.toContain(DRAFT.name);
  });
  it.each(EDITIONS)('$name reads its content from its own folder', (edition) => {
    // An edition folder names itself: a wrong import in src/data/editions.ts shows here.
    expect(edition.content.EDITION).toBe(edition.name);
    expect(existsSync(path.join(ROOT, edition.folder, '_data', 'edition.ts'))).toBe(true);
    expect(editionNamed(edition.name)).toBe(edition);
  });
  it('lists every released edition newest first, then the draft, which is newer still', () => {
    expect(EDITIONS.map((edition) => edition.name)).toEqual([...versions, DRAFT.name]);
    const years = versions.map(Number);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(Number(DRAFT.name)).toBeGreaterThan(years[0] ?? 0);
  });
});
