import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {diffBuilds, withoutAssetHashes} from './build-diff';

describe('withoutAssetHashes', () => {
  it('leaves out the content hashes of bundle names, and nothing else', () => {
    expect(
      withoutAssetHashes(
        '<script src="/assets/js/main.fbb653d4.js"></script><a href="/page-0a1b2c3d4e">x</a>',
      ),
    ).toBe('<script src="/assets/js/main.#.js"></script><a href="/page-0a1b2c3d4e">x</a>');
    expect(withoutAssetHashes('"/assets/js/012d9def.8882edf4.js"')).toBe('"/assets/js/#.#.js"');
  });
});

describe('diffBuilds', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'build-diff-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    writeFileSync(path.join(root, file), text);
  };

  it('finds changed, added and removed files, but not rehashed bundles', () => {
    write('a/index.html', '<script src="/assets/js/main.11111111.js"></script><p>Same</p>');
    write('b/index.html', '<script src="/assets/js/main.22222222.js"></script><p>Same</p>');
    write('a/page.html', '<p>Before</p>');
    write('b/page.html', '<p>After</p>');
    write('a/gone.csv', 'x');
    write('b/new.json', '{}');
    write('a/assets/js/main.11111111.js', '1');
    write('b/assets/js/main.22222222.js', '2');
    const diff = diffBuilds(path.join(root, 'a'), path.join(root, 'b'));
    expect(diff).toEqual({
      onlyBefore: ['gone.csv'],
      onlyAfter: ['new.json'],
      changed: ['page.html'],
      compared: 2,
    });
  });
});
