import path from 'node:path';
import {defineConfig} from 'vitest/config';

/**
 * Tests over the built site (build/): what the static HTML of each page says, checked without
 * a browser. Run after `npm run build` with `npm run test:built`; the plain `vitest run` leaves
 * them out, so it needs no build.
 */
export default defineConfig({
  root: path.resolve(__dirname, '../..'),
  resolve: {
    alias: {'@site': path.resolve(__dirname, '../..')},
  },
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    // The files only read the build and the data modules: one module cache for all of them.
    isolate: false,
  },
});
