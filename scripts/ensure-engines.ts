/**
 * Makes sure the engine tests have Firefox and WebKit to drive (or the engines named in
 * ENGINES), without downloading a browser: on a Debian machine run as root it installs the
 * missing Debian packages; elsewhere it says what to install and fails.
 *
 *   npx tsx scripts/ensure-engines.ts            check, install as root on Debian, or explain
 *   npx tsx scripts/ensure-engines.ts --missing  print the missing Debian packages (for .ci/run)
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {ENGINE_REQUIREMENTS, missingPackages, selectedEngines} from './engines';

const engines = selectedEngines();
let missing = missingPackages(engines);

if (process.argv.includes('--missing')) {
  console.log(missing.join(' '));
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (missing.length > 0 && isRoot && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian packages for the engine tests: ${missing.join(' ')}`);
  execFileSync('apt-get', ['update'], {stdio: 'inherit'});
  execFileSync('apt-get', ['install', '-y', ...missing], {stdio: 'inherit'});
  missing = missingPackages(engines);
}

if (missing.length === 0) {
  console.log(`Engines for the engine tests: ${engines.join(', ')}`);
  process.exit(0);
}

const needs = engines.flatMap((engine) =>
  ENGINE_REQUIREMENTS[engine]
    .filter((need) => missing.includes(need.debian))
    .map((need) => `  ${engine}: ${need.what} (Debian package ${need.debian})`),
);
console.error(
  [
    'The engine tests need:',
    ...needs,
    'Install them with:',
    `  Debian/Ubuntu:  sudo apt-get install -y ${missing.join(' ')}`,
    'Firefox may also be any Firefox 128 or later: point FIREFOX_PATH at its binary.',
    'To run one engine alone: ENGINES=firefox npm run test:engines (or ENGINES=webkit).',
  ].join('\n'),
);
process.exit(1);
