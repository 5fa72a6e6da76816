/**
 * Compares two builds of the site file by file (./build-diff.ts) and lists the files that
 * differ once the bundles' content hashes are left out; exits non-zero when any does.
 *
 *   npx tsx scripts/diff-builds.ts <build folder before> [<build folder after, default build>]
 */
import {diffBuilds} from './build-diff';

const [before, after = 'build'] = process.argv.slice(2);
if (!before) {
  console.error('Usage: npx tsx scripts/diff-builds.ts <before> [<after>]');
  process.exit(2);
}
const diff = diffBuilds(before, after);
const sections = [
  ['only in the first build', diff.onlyBefore],
  ['only in the second build', diff.onlyAfter],
  ['different', diff.changed],
] as const;
for (const [title, files] of sections) {
  if (files.length === 0) continue;
  console.info(`${files.length} ${title}:`);
  for (const file of files) console.info(`  ${file}`);
}
const differing = diff.onlyBefore.length + diff.onlyAfter.length + diff.changed.length;
console.info(
  differing === 0
    ? `The builds are the same: ${diff.compared} files compared (bundles under assets/ left out).`
    : `${differing} files differ of ${diff.compared} compared.`,
);
process.exitCode = differing === 0 ? 0 : 1;
