/**
 * What differs between two builds of the site, file by file, leaving out what a rebuild
 * changes by itself: the hashed names of the bundles under `assets/` (a content hash moves
 * whenever any module of its chunk does), and the bundles themselves.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/** Files read as text: their hashed asset names are normalised before comparing. */
const TEXT_FILE = /\.(html|json|csv|md|txt|xml|xsl|webmanifest|svg|js|css|map|ics)$/;

/** Every file below `dir`, as "/"-separated paths relative to it. */
export function filesBelow(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), {withFileTypes: true}).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dir, relative) : [relative];
  });
}

/** `text` with each content hash in an `/assets/…` path replaced by "#". */
export function withoutAssetHashes(text: string): string {
  return text.replace(/\/assets\/[^\s"'()<>,\\]+/g, (asset) => asset.replace(/[0-9a-f]{8,}/g, '#'));
}

export interface BuildDiff {
  readonly onlyBefore: readonly string[];
  readonly onlyAfter: readonly string[];
  /** Files in both whose contents differ once asset hashes are left out. */
  readonly changed: readonly string[];
  /** How many files were compared. */
  readonly compared: number;
}

/** The files of the two build folders that differ, leaving out the bundles under `assets/`. */
export function diffBuilds(before: string, after: string): BuildDiff {
  const listed = (dir: string) =>
    new Set(filesBelow(dir).filter((file) => !file.startsWith('assets/')));
  const beforeFiles = listed(before);
  const afterFiles = listed(after);
  const read = (dir: string, file: string): string | Buffer => {
    const bytes = readFileSync(path.join(dir, file));
    return TEXT_FILE.test(file) ? withoutAssetHashes(bytes.toString('utf8')) : bytes;
  };
  const same = (a: string | Buffer, b: string | Buffer) =>
    typeof a === 'string' || typeof b === 'string' ? a === b : a.equals(b);
  const both = [...beforeFiles].filter((file) => afterFiles.has(file)).sort();
  return {
    onlyBefore: [...beforeFiles].filter((file) => !afterFiles.has(file)).sort(),
    onlyAfter: [...afterFiles].filter((file) => !beforeFiles.has(file)).sort(),
    changed: both.filter((file) => !same(read(before, file), read(after, file))),
    compared: both.length,
  };
}
