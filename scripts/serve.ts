/**
 * Serves the production build the way a static host or CDN does: each page at its clean
 * path without a trailing slash, other spellings of a page's path (letter case, trailing
 * slash, `.html`) redirected to it once, `404.html` with status 404 for every other path
 * (src/lib/urls/requests.ts has the rules), brotli/gzip compression, and the security headers
 * of `build/_headers` (as Netlify or Cloudflare Pages would send them). Used by
 * `npm run serve`, the end-to-end tests and the benchmark.
 *
 *   npx tsx scripts/serve.ts [--port 3000] [--dir build]
 */
import {execSync} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {existsSync, readFileSync, statSync} from 'node:fs';
import compression from 'compression';
import handler from 'serve-handler';
import {canonicalPaths, resolveRequest, type SiteFiles} from '../src/lib/urls/requests';
import {NOT_FOUND_PATH} from '../src/lib/urls/notFound';
import {htmlFiles} from './build-files';
import {routeOfHtmlFile} from './bundle-budget';
import {headersForPath, parseHeadersFile} from './security-headers';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

/** The pages and files of the build in `dir`. */
export function siteFiles(dir: string): SiteFiles {
  const pages = htmlFiles(dir)
    .map((file) => routeOfHtmlFile(path.relative(dir, file)))
    .filter((route) => route !== NOT_FOUND_PATH);
  return {
    canonical: canonicalPaths(pages),
    isFile: (decoded) => {
      try {
        return statSync(path.join(dir, ...decoded.split('/'))).isFile();
      } catch {
        return false;
      }
    },
  };
}

export function createStaticServer({dir}: Pick<ServeOptions, 'dir'>): http.Server {
  const compress = compression();
  const headersFile = path.join(dir, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const site = siteFiles(dir);
  const notFoundPage = readFileSync(path.join(dir, NOT_FOUND_PATH), 'utf8');
  return http.createServer((req, res) => {
    const target = req.url ?? '/';
    const outcome = resolveRequest(target, site);
    const headerPath = outcome.kind === 'page' ? outcome.path : target.split('?')[0]!;
    for (const [name, value] of headersForPath(rules, headerPath)) res.setHeader(name, value);
    if (outcome.kind === 'redirect') {
      res.writeHead(301, {Location: outcome.location}).end();
      return;
    }
    compress(req as never, res as never, () => {
      if (outcome.kind === 'not-found') {
        res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
        res.end(req.method === 'HEAD' ? undefined : notFoundPage);
        return;
      }
      void handler(req, res, {
        public: dir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        etag: true,
      });
    });
  });
}

/** A build served on a free local port, for the benchmarks. */
export interface ServedBuild {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** The folder served. */
  readonly dir: string;
  close(): void;
}

/**
 * Serves the build in `dir` on a free port. When `dir` holds no build: builds the site
 * first if `dir` is the default `build`, or fails if the caller named another folder.
 */
export async function serveBuild(dir: string | undefined): Promise<ServedBuild> {
  const buildDir = path.resolve(dir ?? 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    if (dir) throw new Error(`No build in ${buildDir}`);
    execSync('npm run build', {stdio: 'inherit'});
  }
  const server = createStaticServer({dir: buildDir});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dir: buildDir,
    close: () => server.close(),
  };
}

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

if (require.main === module) {
  const dir = path.resolve(argValue('dir') ?? 'build');
  const port = Number(argValue('port') ?? process.env.PORT ?? 3000);
  const host = argValue('host') ?? '127.0.0.1';
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  createStaticServer({dir}).listen(port, host, () => {
    console.log(`Serving ${dir} at http://${host}:${port}`);
  });
}
