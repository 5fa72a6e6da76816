/** Routes, files and writing them: what every step of the plugin shares. */
import {existsSync} from 'node:fs';
import {mkdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

export {fileBase, markdownPath, routeOf} from './paths';

/** The built HTML file of a route, if there is one. */
export function htmlFileOf(outDir: string, route: string): string | undefined {
  const candidates =
    route === '/'
      ? ['index.html']
      : route.endsWith('.html')
        ? [route.slice(1)]
        : [`${route.slice(1)}.html`, path.join(route.slice(1), 'index.html')];
  return candidates.map((file) => path.join(outDir, file)).find((file) => existsSync(file));
}

/** Text collapsed to one line. */
export function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Writes a file whole or not at all (other plugins read the pages at the same time). */
export async function writeAtomic(file: string, content: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), {recursive: true});
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({length: Math.min(limit, items.length)}, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(workers);
}
