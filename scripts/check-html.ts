/**
 * Markup check: runs the Nu Html Checker (vnu-jar, the W3C validator's engine; needs Java)
 * over every HTML page of the build and exits non-zero on any error. Warnings are not
 * failures; they are counted and printed.
 *
 *   npx tsx scripts/check-html.ts [buildDir]
 */
import {execSync, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {htmlFiles} from './build-files';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The checker's jar, shipped by the vnu-jar package. */
const vnuJar = path.join(
  path.dirname(require.resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

/**
 * Makes sure a Java runtime is there for the checker: on a Debian machine run as root it
 * installs Debian's headless JRE; elsewhere it says what to install and fails.
 */
function ensureJava(): void {
  if (spawnSync('java', ['-version']).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('No Java found: installing Debian package "default-jre-headless"…');
    execSync('apt-get update && apt-get install -y default-jre-headless', {stdio: 'inherit'});
    if (spawnSync('java', ['-version']).status === 0) return;
  }
  throw new Error(
    'The Nu Html Checker needs Java 11 or later: install it (Debian/Ubuntu: sudo apt-get install -y default-jre-headless).',
  );
}

function main(): void {
  ensureJava();
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const files = htmlFiles(buildDir);
  if (files.length === 0) throw new Error(`No HTML in ${buildDir}: run "npm run build" first.`);
  // One JVM checks every page. The run is short, so the quick compiler alone and the simple
  // collector start faster and use about half the CPU time of the JVM's defaults.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const run = spawnSync(
    'java',
    [...jvm, '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...files],
    {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  if (run.error) {
    throw new Error(`Could not run Java for the Nu Html Checker: ${run.error.message}`);
  }
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(run.stderr) as {messages: VnuMessage[]}).messages;
  } catch {
    throw new Error(`The Nu Html Checker gave no report:\n${run.stderr}${run.stdout}`);
  }
  const errors = messages.filter((message) => message.type !== 'info');
  const warnings = messages.length - errors.length;
  for (const error of errors) {
    const file = error.url ? path.relative(buildDir, new URL(error.url).pathname) : '?';
    console.error(`${file}:${error.lastLine ?? '?'}  ${error.message}`);
    if (error.extract) console.error(`    ${error.extract.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  if (errors.length > 0) {
    throw new Error(`Nu Html Checker: ${errors.length} error(s) in ${files.length} pages.`);
  }
  console.log(`Nu Html Checker: ${files.length} pages, no errors (${warnings} warning(s)).`);
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
