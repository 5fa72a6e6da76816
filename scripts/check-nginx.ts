/**
 * Serves the build with nginx, configured by deploy/nginx-site.conf and the generated
 * security headers snippet, and checks its answers: for URLs of every shape and every
 * spelling of every page, the status and redirect that src/lib/urls/requests.ts prescribes,
 * and on every page the same headers `_headers` gives it. Not part of `npm test`: it needs
 * nginx (Debian: `apt-get install nginx-light`). Run after `npm run build`:
 *
 *   npm run check:nginx [-- --port 8089]
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  canonicalPaths,
  pageAliases,
  HOST_FILES,
  NGINX_REDIRECTS_FILE,
} from '../src/lib/urls/requests';
import {NOT_FOUND_PATH} from '../src/lib/urls/notFound';
import {CASE_VARIANTS, UNKNOWN_URL_GROUPS} from '../tests/e2e/support/url-shapes';
import {htmlFiles} from './build-files';
import {routeOfHtmlFile} from './bundle-budget';
import {
  expectedNginxAnswer,
  localNginxConfig,
  parseNginxRedirectMap,
  type Answer,
} from './nginx-check';
import {headersForPath, parseHeadersFile} from './security-headers';
import {siteFiles} from './serve';

const root = path.resolve(__dirname, '..');
const buildDir = path.join(root, 'build');
const portIndex = process.argv.indexOf('--port');
const port = Number(portIndex >= 0 ? process.argv[portIndex + 1] : 8089);

interface Response extends Answer {
  readonly headers: http.IncomingHttpHeaders;
}

function request(target: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = http.request({host: '127.0.0.1', port, path: target, method: 'GET'}, (res) => {
      res.resume();
      const location = res.headers.location?.replace(/^https?:\/\/[^/]+/, '');
      resolve({status: res.statusCode ?? 0, location, headers: res.headers});
    });
    req.on('error', reject);
    req.end();
  });
}

async function waitForNginx(nginx: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error('nginx stopped; see its error log above');
    try {
      await request('/');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on port ${port}`);
}

function nginxBinary(): string {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync);
  if (!found) {
    throw new Error('nginx is not installed (Debian: apt-get install nginx-light).');
  }
  return found;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No build found: run "npm run build" first.');
  }
  const binary = nginxBinary();
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'));
  mkdirSync(path.join(prefix, 'tmp'));
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    localNginxConfig(readFileSync(path.join(root, 'deploy', 'nginx-site.conf'), 'utf8'), {
      buildDir,
      headersSnippet: path.join(root, 'deploy', 'nginx-security-headers.conf'),
      prefix,
      port,
      mimeTypes: '/etc/nginx/mime.types',
    }),
  );
  const tested = spawnSync(binary, ['-t', '-p', prefix, '-c', config], {encoding: 'utf8'});
  if (tested.status !== 0) throw new Error(`nginx refuses the configuration:\n${tested.stderr}`);

  const nginx = spawn(binary, ['-p', prefix, '-c', config, '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  try {
    await waitForNginx(nginx);
    const pages = htmlFiles(buildDir)
      .map((file) => routeOfHtmlFile(path.relative(buildDir, file)))
      .filter((route) => route !== NOT_FOUND_PATH);
    const map = parseNginxRedirectMap(
      readFileSync(path.join(buildDir, NGINX_REDIRECTS_FILE), 'utf8'),
    );
    const site = {...siteFiles(buildDir), canonical: map};
    const rules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));

    const targets = new Set<string>([
      ...UNKNOWN_URL_GROUPS.flatMap(([, urls]) => urls),
      ...CASE_VARIANTS.map(({url}) => url),
      ...[...canonicalPaths(pages).keys()],
      ...pages.flatMap((page) => pageAliases(page).map((alias) => alias.toUpperCase())),
      ...HOST_FILES,
      '/%2e%2e/',
      '/pricin%67',
      '/img/logo.svg',
      '/sitemap.xml',
    ]);
    const failures: string[] = [];
    for (const url of targets) {
      const target = url.split('#')[0]!;
      const expected = expectedNginxAnswer(target, site);
      const actual = await request(target);
      if (actual.status !== expected.status || actual.location !== expected.location) {
        failures.push(
          `${target}: expected ${expected.status} ${expected.location ?? ''}, nginx answered ${actual.status} ${actual.location ?? ''}`,
        );
      }
      if (actual.status === 200 && !target.includes('%')) {
        const pathname = target.split('?')[0]!;
        for (const [name, value] of headersForPath(rules, pathname)) {
          if (actual.headers[name.toLowerCase()] !== value) {
            failures.push(`${pathname}: ${name} differs from _headers`);
          }
        }
      }
    }
    if (failures.length > 0) {
      throw new Error(
        `nginx answered ${failures.length} request(s) wrongly:\n${failures.join('\n')}`,
      );
    }
    console.log(`nginx answered all ${targets.size} requests as the rules say.`);
  } finally {
    nginx.kill('SIGQUIT');
    await new Promise((resolve) => nginx.once('exit', resolve));
    rmSync(prefix, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
