/**
 * Serves the production build for the engine tests the way the Playwright suite does
 * (scripts/serve.ts, on E2E_PORT), and hands its address to the test files.
 */
import {once} from 'node:events';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {createStaticServer} from '../../../scripts/serve';
import {BUILD_DIR} from '../../e2e/support/routes';

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}

export default async function serve(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(path.join(BUILD_DIR, 'index.html'))) {
    throw new Error('No build: run "npm run build" before the engine tests');
  }
  const port = Number(process.env.E2E_PORT ?? 4173);
  const origin = `http://127.0.0.1:${port}`;
  project.provide('origin', origin);
  const server = createStaticServer({dir: BUILD_DIR});
  server.listen(port, '127.0.0.1');
  try {
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]) => Promise.reject(error as Error)),
    ]);
  } catch (error) {
    // Outside CI, a server already there is taken to serve the build, as Playwright does.
    if (!process.env.CI && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      return async () => undefined;
    }
    throw error;
  }
  return async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
}
