/**
 * When each file of the repository last changed, read from one `git log` over the whole
 * history (newest commit first), and when a page last changed: the newest change among its
 * source files.
 *
 * A shallow clone (as CI services often make) cuts the history at its boundary commits,
 * which git shows as adding every file they hold. A file whose newest commit is a boundary
 * commit changed at that commit or at any time before it, so its date is unknown. Any file
 * with a known date changed after every boundary, hence after the unknown ones too: the
 * newest known date among a page's files is still its last change, and only a page whose
 * files are all unknown has no date.
 */

/** The arguments of the `git log` whose output {@link parseGitLog} reads. */
export const GIT_LOG_ARGS = [
  '-c',
  'log.showSignature=false',
  'log',
  '--format=%x1e%H %ct',
  '--name-only',
  '--no-renames',
] as const;

/** When a file last changed: a Unix time in milliseconds, or null when history does not say. */
export type FileChanges = ReadonlyMap<string, number | null>;

/**
 * Each file's newest commit time from `git log` output in {@link GIT_LOG_ARGS}'s format.
 * Paths are as git prints them (relative to the repository root, "/" separated).
 *
 * @param boundaryCommits Hashes of a shallow clone's boundary commits (none in a full clone).
 */
export function parseGitLog(
  output: string,
  boundaryCommits: ReadonlySet<string> = new Set(),
): FileChanges {
  const changes = new Map<string, number | null>();
  for (const record of output.split('\x1e')) {
    const [header = '', ...files] = record.split('\n');
    const match = /^([0-9a-f]{7,64}) (\d+)$/.exec(header.trim());
    if (!match) continue;
    const [, hash = '', seconds = '0'] = match;
    const time = boundaryCommits.has(hash) ? null : Number(seconds) * 1000;
    for (const file of files) {
      const name = file.trim();
      if (name && !changes.has(name)) changes.set(name, time);
    }
  }
  return changes;
}

/**
 * The newest change among `files` (paths as in `changes`): null when none of them has a
 * known date (not committed, or older than a shallow clone's boundary).
 */
export function lastChangeOf(files: Iterable<string>, changes: FileChanges): number | null {
  let newest: number | null = null;
  for (const file of files) {
    const time = changes.get(file);
    if (time != null && (newest === null || time > newest)) newest = time;
  }
  return newest;
}
