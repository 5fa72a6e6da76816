import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {pageLastChange, readHistory} from './gitDates';

/**
 * A repository with three commits a day apart: a page, its data and another page; then the
 * page twice. Its shallow clone of depth 2 holds the last two commits.
 */
let root: string;
const FIRST = Date.UTC(2025, 0, 10, 12);
const SECOND = Date.UTC(2025, 0, 11, 12);
const THIRD = Date.UTC(2025, 0, 12, 12);

function git(cwd: string, args: string[], time?: number): void {
  const date = time === undefined ? undefined : new Date(time).toISOString();
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.test',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.test',
      ...(date ? {GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date} : {}),
    },
  });
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, 'full', file)), {recursive: true});
  writeFileSync(path.join(root, 'full', file), text);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'last-change-'));
  const full = path.join(root, 'full');
  mkdirSync(full);
  git(full, ['init', '-q', '-b', 'main']);
  write('docs/page.mdx', "import data from './_data/page';\n# Page");
  write('docs/_data/page.ts', 'export default 1;');
  write('docs/other.mdx', '# Other');
  git(full, ['add', '.']);
  git(full, ['commit', '-qm', 'first'], FIRST);
  write('docs/page.mdx', "import data from './_data/page';\n# Page, changed");
  git(full, ['add', '.']);
  git(full, ['commit', '-qm', 'second'], SECOND);
  write('docs/page.mdx', "import data from './_data/page';\n# Page, changed again");
  git(full, ['add', '.']);
  git(full, ['commit', '-qm', 'third'], THIRD);
  git(root, ['clone', '-q', '--depth', '2', `file://${full}`, 'shallow']);
});

afterAll(() => rmSync(root, {recursive: true, force: true}));

/** When the page made from `entries` of the site `siteDir` last changed. */
function lastChangeOfPage(siteDir: string, entries: readonly string[]): number | null {
  return pageLastChange(siteDir, readHistory(siteDir), entries);
}

describe('pageLastChange', () => {
  it("is the newest commit among the page's file and the data it imports", () => {
    const full = path.join(root, 'full');
    expect(lastChangeOfPage(full, ['docs/page.mdx'])).toBe(THIRD);
    expect(lastChangeOfPage(full, ['docs/_data/page.ts'])).toBe(FIRST);
    expect(lastChangeOfPage(full, ['docs/other.mdx'])).toBe(FIRST);
  });
  it('in a shallow clone, dates what changed after the boundary and leaves the rest undated', () => {
    const shallow = path.join(root, 'shallow');
    expect(lastChangeOfPage(shallow, ['docs/page.mdx'])).toBe(THIRD);
    expect(lastChangeOfPage(shallow, ['docs/_data/page.ts'])).toBeNull();
    expect(lastChangeOfPage(shallow, ['docs/other.mdx'])).toBeNull();
  });
  it('gives no date outside a repository or for a missing file', () => {
    expect(lastChangeOfPage(tmpdir(), ['nothing.mdx'])).toBeNull();
    expect(lastChangeOfPage(path.join(root, 'full'), ['docs/missing.mdx'])).toBeNull();
  });
});
