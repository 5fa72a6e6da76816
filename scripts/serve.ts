/**
 * Serves the production build the way a static host or CDN does: clean URLs without trailing
 * slashes, `404.html` with status 404 for unknown paths, brotli/gzip compression, and the
 * security headers of `build/_headers` (as Netlify or Cloudflare Pages would send them).
 * Used by `npm run serve`, the end-to-end tests and the benchmark.
 *
 *   npx tsx scripts/serve.ts [--port 3000] [--dir build]
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync, readFileSync} from 'node:fs';
import compression from 'compression';
import handler from 'serve-handler';
import {headersForPath, parseHeadersFile} from './security-headers';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

export function createStaticServer({dir}: Pick<ServeOptions, 'dir'>): http.Server {
  const compress = compression();
  const headersFile = path.join(dir, '_headers');
  const rules = existsSync(headersFile)
    ? parseHeadersFile(readFileSync(headersFile, 'utf8'))
    : new Map<string, [string, string][]>();
  return http.createServer((req, res) => {
    const requestPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (requestPath === '/_headers') {
      res.writeHead(404).end();
      return;
    }
    for (const [name, value] of headersForPath(rules, requestPath)) res.setHeader(name, value);
    compress(req as never, res as never, () => {
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
