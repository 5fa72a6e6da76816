/**
 * The source files of a page: its own file and the content modules it imports, followed from
 * module to module. What a page says lives there (a term page's MDX and its edition's data,
 * a custom page and its data modules); shared code (components, formulas, styles) is left
 * out, since a change there is not a change of the page's content.
 */
import path from 'node:path';

/** How the scanner reaches the files: their text, and whether a path is a file. */
export interface SourceReader {
  readonly read: (file: string) => string;
  readonly isFile: (file: string) => boolean;
}

export interface SourceScope {
  /** The site's folder: `@site/…` imports resolve from it. */
  readonly siteDir: string;
  /** Folders (relative to the site) whose modules count as content. */
  readonly contentRoots: readonly string[];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mdx', '.md', '.json', '.yml'];
const INDEXES = ['index.ts', 'index.tsx', 'index.js', 'index.mdx'];

/** The module specifiers a file imports or re-exports (static imports only). */
export function importedSpecifiers(text: string): string[] {
  const specifiers: string[] = [];
  const pattern = /(?:^|[\s;])(?:import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"\n]+)['"]/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1]) specifiers.push(match[1]);
  }
  return specifiers;
}

/** The file a specifier names, if it is a file of the site (packages are not followed). */
export function resolveSpecifier(
  specifier: string,
  fromFile: string,
  siteDir: string,
  isFile: (file: string) => boolean,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(siteDir, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return undefined;
  const candidates = [
    ...EXTENSIONS.map((extension) => `${base}${extension}`),
    ...INDEXES.map((index) => path.join(base, index)),
  ];
  return candidates.find(isFile);
}

/**
 * The page's own file and every content module reached from it by imports, as absolute
 * paths (the entry first).
 */
export function pageSources(entry: string, scope: SourceScope, reader: SourceReader): string[] {
  const roots = scope.contentRoots.map((root) => path.join(scope.siteDir, root) + path.sep);
  const inContent = (file: string) => roots.some((root) => file.startsWith(root));
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() ?? '';
    for (const specifier of importedSpecifiers(reader.read(file))) {
      const target = resolveSpecifier(specifier, file, scope.siteDir, reader.isFile);
      if (target && !seen.has(target) && inContent(target) && /\.(tsx?|jsx?|mdx?)$/.test(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen];
}
