/**
 * The browsers besides Chromium that the engine tests drive (tests/engines), and the Debian
 * packages that provide them. Nothing here downloads a browser: Playwright's own Firefox and
 * WebKit builds cannot be fetched on machines like the project's, Debian's packages can.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

export type ExtraEngine = 'firefox' | 'webkit';

export interface EngineRequirement {
  /** What it is, for messages. */
  readonly what: string;
  /** The Debian package that provides it. */
  readonly debian: string;
  /** Whether this machine has it. */
  present(): boolean;
}

const file = (location: string) => () => existsSync(location);

/** The system Python with GObject introspection (not a virtual environment's python3). */
export const SYSTEM_PYTHON = '/usr/bin/python3';

const pythonImports = (code: string) => () =>
  existsSync(SYSTEM_PYTHON) && spawnSync(SYSTEM_PYTHON, ['-c', code]).status === 0;

/** Where each engine's programs are on a Debian machine. */
export const ENGINE_BINARIES = {
  firefox: {path: '/usr/bin/firefox-esr'},
  webkit: {
    driver: '/usr/bin/WebKitWebDriver',
    display: '/usr/bin/Xvfb',
    /** The browser WebKitWebDriver starts: a bare WebKitGTK window (tests/engines). */
    window: path.resolve(__dirname, '../tests/engines/support/webkit-window.py'),
  },
} as const;

export const ENGINE_REQUIREMENTS: Record<ExtraEngine, readonly EngineRequirement[]> = {
  firefox: [
    {
      what: 'Firefox ESR (driven over WebDriver BiDi)',
      debian: 'firefox-esr',
      present: () => Boolean(process.env.FIREFOX_PATH) || existsSync(ENGINE_BINARIES.firefox.path),
    },
  ],
  webkit: [
    {
      what: 'WebKitWebDriver',
      debian: 'webkit2gtk-driver',
      present: file(ENGINE_BINARIES.webkit.driver),
    },
    {
      what: 'a virtual display (Xvfb)',
      debian: 'xvfb',
      present: file(ENGINE_BINARIES.webkit.display),
    },
    {
      what: 'Python GObject introspection',
      debian: 'python3-gi',
      present: pythonImports('import gi'),
    },
    {
      what: 'WebKitGTK for Python (the test window)',
      debian: 'gir1.2-webkit2-4.1',
      present: pythonImports("import gi; gi.require_version('WebKit2', '4.1')"),
    },
  ],
};

/** The engines the tests run, or those named in ENGINES ("firefox", "webkit,firefox"). */
export function selectedEngines(setting = process.env.ENGINES): ExtraEngine[] {
  const all = Object.keys(ENGINE_REQUIREMENTS) as ExtraEngine[];
  if (!setting) return all;
  const named = setting.split(',').map((name) => name.trim());
  const unknown = named.filter((name) => !all.includes(name as ExtraEngine));
  if (unknown.length > 0) {
    throw new Error(`Unknown engine in ENGINES: ${unknown.join(', ')} (known: ${all.join(', ')})`);
  }
  return named as ExtraEngine[];
}

/** Debian packages still missing for the given engines. */
export function missingPackages(engines: readonly ExtraEngine[]): string[] {
  return [
    ...new Set(
      engines.flatMap((engine) =>
        ENGINE_REQUIREMENTS[engine].filter((need) => !need.present()).map((need) => need.debian),
      ),
    ),
  ];
}
