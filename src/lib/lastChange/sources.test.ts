import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {importedSpecifiers, pageSources, resolveSpecifier} from './sources';

const site = '/site';
const FILES: Record<string, string> = {
  '/site/docs/terms/churn.mdx': [
    "import {site} from '@site/src/config/site';",
    "import {Calculator} from '@site/src/components/Calculator';",
    "import term, {example as ex} from '../_data/terms/churn';",
    '',
    '# Churn',
  ].join('\n'),
  '/site/docs/_data/terms/churn.ts':
    "import {bands} from '../benchmarks';\nexport * from './shared';",
  '/site/docs/_data/benchmarks.ts': "import {formatPercent} from '@site/src/lib/numbers/format';",
  '/site/docs/_data/terms/shared.ts': 'export const x = 1;',
  '/site/src/config/site.ts': 'export const site = {};',
  '/site/src/components/Calculator/index.tsx': "import {bands} from '@site/src/data/bands';",
  '/site/src/data/bands.ts': '',
  '/site/src/lib/numbers/format.ts': '',
};
const reader = {read: (file: string) => FILES[file] ?? '', isFile: (file: string) => file in FILES};

describe('importedSpecifiers', () => {
  it('lists static imports and re-exports, not dynamic ones or text', () => {
    const text = [
      "import a from './a';",
      "import {b,\n  c} from '@site/b';",
      "import './side-effect';",
      "export {d} from './d';",
      "export * from './e';",
      "const f = import('./f');",
      'The word import in prose.',
    ].join('\n');
    expect(importedSpecifiers(text)).toEqual(['./a', '@site/b', './side-effect', './d', './e']);
  });
});

describe('resolveSpecifier', () => {
  it('finds the file with its extension or index, and leaves packages alone', () => {
    const from = '/site/docs/terms/churn.mdx';
    expect(resolveSpecifier('../_data/terms/churn', from, site, reader.isFile)).toBe(
      '/site/docs/_data/terms/churn.ts',
    );
    expect(resolveSpecifier('@site/src/components/Calculator', from, site, reader.isFile)).toBe(
      '/site/src/components/Calculator/index.tsx',
    );
    expect(resolveSpecifier('react', from, site, reader.isFile)).toBeUndefined();
  });
});

describe('pageSources', () => {
  it('follows imports through content folders only, not into shared code', () => {
    const sources = pageSources(
      '/site/docs/terms/churn.mdx',
      {siteDir: site, contentRoots: ['docs', 'src/data']},
      reader,
    );
    expect(sources.map((file) => path.relative(site, file)).sort()).toEqual([
      'docs/_data/benchmarks.ts',
      'docs/_data/terms/churn.ts',
      'docs/_data/terms/shared.ts',
      'docs/terms/churn.mdx',
    ]);
  });
  it('visits each file once even when imports form a cycle', () => {
    const cyclic = {
      read: (file: string) => (file.endsWith('a.ts') ? "import './b';" : "import './a';"),
      isFile: (file: string) => file === '/site/docs/a.ts' || file === '/site/docs/b.ts',
    };
    expect(pageSources('/site/docs/a.ts', {siteDir: site, contentRoots: ['docs']}, cyclic)).toEqual(
      ['/site/docs/a.ts', '/site/docs/b.ts'],
    );
  });
});
