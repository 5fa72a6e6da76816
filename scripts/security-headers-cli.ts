/**
 * Writes or checks the security headers the host must send (see scripts/security-headers.ts):
 *
 *   npx tsx scripts/security-headers-cli.ts --write   # after a build: update the files
 *   npx tsx scripts/security-headers-cli.ts --check   # in npm test: fail when they drift
 *
 * Files: static/_headers (Netlify, Cloudflare Pages; copied into the build) and
 * deploy/nginx-security-headers.conf (nginx). The inline-script hashes are recomputed from
 * build/, so a theme upgrade that changes an inline script fails the check until rewritten;
 * the widget's origins and the security settings come from src/config/site.ts.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {site} from '../src/config/site';
import {htmlFiles} from './build-files';
import {
  inlineScriptHashes,
  renderHeadersFile,
  renderNginxSnippet,
  securityHeaderRules,
} from './security-headers';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const files = {
  headers: path.join(root, 'static', '_headers'),
  builtHeaders: path.join(buildDir, '_headers'),
  nginx: path.join(root, 'deploy', 'nginx-security-headers.conf'),
};

function expectedFiles(): {headers: string; nginx: string; hashCount: number} {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No build found: run "npm run build" first.');
  }
  const hashes = inlineScriptHashes(htmlFiles(buildDir).map((file) => readFileSync(file, 'utf8')));
  const rules = securityHeaderRules(
    hashes,
    site.scheduling,
    site.security,
    site.measurement.endpoint,
  );
  return {
    headers: renderHeadersFile(rules),
    nginx: renderNginxSnippet(rules),
    hashCount: hashes.length,
  };
}

function readOrEmpty(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

function main(): void {
  const mode = process.argv[2];
  const expected = expectedFiles();
  if (mode === '--write') {
    writeFileSync(files.headers, expected.headers);
    writeFileSync(files.nginx, expected.nginx);
    console.log(
      `Wrote static/_headers and deploy/nginx-security-headers.conf (${expected.hashCount} inline script hashes). Rebuild to ship them.`,
    );
    return;
  }
  if (mode !== '--check') throw new Error('Usage: security-headers-cli.ts --write | --check');
  const drifted = [
    ['static/_headers', readOrEmpty(files.headers), expected.headers],
    ['build/_headers', readOrEmpty(files.builtHeaders), expected.headers],
    ['deploy/nginx-security-headers.conf', readOrEmpty(files.nginx), expected.nginx],
  ].filter(([, actual, wanted]) => actual !== wanted);
  if (drifted.length > 0) {
    throw new Error(
      `Security headers out of date with the build: ${drifted.map(([name]) => name).join(', ')}.\n` +
        'Run "npm run build && npm run headers:write && npm run build", review and commit.',
    );
  }
  console.log(
    `Security headers match the build: CSP lists the ${expected.hashCount} inline script hash(es) the pages ship.`,
  );
}

try {
  main();
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
