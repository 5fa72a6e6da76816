import {describe, expect, it} from 'vitest';
import {lastChangeOf, parseGitLog} from './gitHistory';

/** `git log` output as GIT_LOG_ARGS asks for it: newest commit first. */
const LOG = [
  '\x1eaaaaaaa 1700000300',
  '',
  'docs/a.mdx',
  'src/data/x.ts',
  '',
  '\x1ebbbbbbb 1700000200',
  '',
  'docs/a.mdx',
  'docs/b.mdx',
  '',
  '\x1eccccccc 1700000100',
  '',
  'docs/b.mdx',
  'docs/c.mdx',
  'src/data/y.ts',
  '',
].join('\n');

describe('parseGitLog', () => {
  it('gives each file the time of its newest commit, in milliseconds', () => {
    const changes = parseGitLog(LOG);
    expect(changes.get('docs/a.mdx')).toBe(1700000300_000);
    expect(changes.get('docs/b.mdx')).toBe(1700000200_000);
    expect(changes.get('docs/c.mdx')).toBe(1700000100_000);
    expect(changes.has('docs/none.mdx')).toBe(false);
  });
  it("leaves undated the files whose newest commit is a shallow clone's boundary", () => {
    const changes = parseGitLog(LOG, new Set(['ccccccc']));
    expect(changes.get('docs/c.mdx')).toBeNull();
    expect(changes.get('src/data/y.ts')).toBeNull();
    expect(changes.get('docs/b.mdx')).toBe(1700000200_000);
  });
  it('reads nothing from empty or foreign output', () => {
    expect(parseGitLog('').size).toBe(0);
    expect(parseGitLog('fatal: not a git repository').size).toBe(0);
  });
});

describe('lastChangeOf', () => {
  const changes = parseGitLog(LOG, new Set(['ccccccc']));
  it('is the newest change among the files', () => {
    expect(lastChangeOf(['docs/b.mdx', 'src/data/x.ts'], changes)).toBe(1700000300_000);
  });
  it('ignores files without a known date when others have one', () => {
    expect(lastChangeOf(['docs/c.mdx', 'docs/b.mdx'], changes)).toBe(1700000200_000);
  });
  it('is null when no file has a known date', () => {
    expect(lastChangeOf(['docs/c.mdx', 'src/data/y.ts'], changes)).toBeNull();
    expect(lastChangeOf(['untracked.mdx'], changes)).toBeNull();
    expect(lastChangeOf([], changes)).toBeNull();
  });
});
