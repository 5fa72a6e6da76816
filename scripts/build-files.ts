import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every HTML file under `dir` (a build), as absolute paths in a stable order. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => path.join(dir, name));
}
