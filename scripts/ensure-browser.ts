/**
 * Makes sure the end-to-end tests have a Chromium to drive, without downloading one where
 * that cannot work: the system browser first (PLAYWRIGHT_CHROMIUM_PATH or /usr/bin/chromium),
 * then Playwright's own. On a Debian machine run as root it installs Debian's chromium;
 * elsewhere it says what to install and fails.
 */
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumExecutablePath} from './browser';

function playwrightBrowserPath(): string | undefined {
  try {
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

const found = chromiumExecutablePath() ?? playwrightBrowserPath();
if (found) {
  console.log(`Chromium for end-to-end tests: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found: installing Debian package "chromium"…');
  execSync('apt-get update && apt-get install -y chromium', {stdio: 'inherit'});
  if (existsSync('/usr/bin/chromium')) process.exit(0);
}

console.error(
  [
    'No Chromium found for the end-to-end tests. Install one of:',
    '  Debian/Ubuntu:  sudo apt-get install -y chromium',
    '  any machine with internet:  npx playwright install chromium',
    'or point PLAYWRIGHT_CHROMIUM_PATH at a Chromium binary.',
  ].join('\n'),
);
process.exit(1);
