/**
 * Where Chromium comes from: the system (Debian) browser when present, else Playwright's own
 * (other machines). Nothing here downloads a browser.
 */
import {existsSync} from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags that keep Chromium from dialling hosts an offline machine cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Path of the Chromium binary to use, or undefined to let Playwright use its own. */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;
}

export function chromiumLaunchOptions(): {executablePath: string | undefined; args: string[]} {
  return {executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS};
}
