/**
 * Serves the production build the way a static host or CDN does: clean URLs without trailing
 * slashes, `404.html` with status 404 for unknown paths, and brotli/gzip compression.
 * Used by `npm run serve`, the end-to-end tests and the benchmark.
 *
 *   npx tsx scripts/serve.ts [--port 3000] [--dir build]
 */
import http from 'node:http';
import path from 'node:path';
import {existsSync} from 'node:fs';
import compression from 'compression';
import handler from 'serve-handler';

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
}

export function createStaticServer({dir}: Pick<ServeOptions, 'dir'>): http.Server {
  const compress = compression();
  return http.createServer((req, res) => {
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
