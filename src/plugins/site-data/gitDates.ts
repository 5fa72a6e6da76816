/**
 * When a page last changed, from the git history of its source files (see
 * src/lib/lastChange): the whole history is read with one `git log`. Without git, outside a
 * repository or when git fails, nothing is known and pages get no date.
 *
 * The site reads the history once per build through the site data (./load.ts), which keeps
 * what {@link readHistory} returns.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {
  GIT_LOG_ARGS,
  lastChangeOf,
  parseGitLog,
  type FileChanges,
} from '../../lib/lastChange/gitHistory';
import {pageSources} from '../../lib/lastChange/sources';

/** Folders whose modules hold what pages say (followed from a page's own file). */
const CONTENT_ROOTS = ['src/data', 'src/pages', 'docs', 'versioned_docs', 'blog'];

/** The repository's history: where its root is, and when each file last changed. */
export interface History {
  readonly repoRoot: string;
  readonly changes: FileChanges;
}

function git(args: readonly string[], cwd: string): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** The repository's history of the site's folder, or null when there is none to read. */
export function readHistory(siteDir: string): History | null {
  try {
    const repoRoot = git(['rev-parse', '--show-toplevel'], siteDir).trim();
    let boundary = new Set<string>();
    if (git(['rev-parse', '--is-shallow-repository'], siteDir).trim() === 'true') {
      const shallowFile = path.resolve(
        siteDir,
        git(['rev-parse', '--git-path', 'shallow'], siteDir).trim(),
      );
      if (existsSync(shallowFile)) {
        boundary = new Set(readFileSync(shallowFile, 'utf8').split(/\s+/).filter(Boolean));
      }
    }
    return {repoRoot, changes: parseGitLog(git([...GIT_LOG_ARGS], repoRoot), boundary)};
  } catch {
    return null;
  }
}

const reader = {
  read: (file: string) => readFileSync(file, 'utf8'),
  isFile: (file: string) => existsSync(file) && statSync(file).isFile(),
};

/**
 * When the page made from `entries` (its source files, absolute or relative to the site)
 * last changed, as a Unix time in milliseconds: the newest commit among them and the
 * content modules they import; null when history does not say.
 */
export function pageLastChange(
  siteDir: string,
  history: History | null,
  entries: readonly string[],
): number | null {
  if (!history) return null;
  const files = new Set<string>();
  for (const entry of entries) {
    const absolute = path.resolve(siteDir, entry);
    if (!reader.isFile(absolute)) continue;
    for (const file of pageSources(absolute, {siteDir, contentRoots: CONTENT_ROOTS}, reader)) {
      files.add(path.relative(history.repoRoot, file).split(path.sep).join('/'));
    }
  }
  return lastChangeOf(files, history.changes);
}

/** A Unix time in milliseconds as a calendar date (UTC), as sitemaps write it. */
export function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}
