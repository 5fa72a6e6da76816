/**
 * What the site says about a free tool: route, name and the words of its page's head and
 * hero. Each tool's entry is a module of its own in this folder, so its page loads only its
 * own (and, say, the checklist's entry brings the checklist's data, which only it needs);
 * `src/data/freeTools.ts` gathers the five.
 */
import type {StaticDownload} from '@site/src/data/staticDownloads';

export interface FreeTool {
  readonly path: string;
  /** The tool's name: the page's h1. */
  readonly name: string;
  /** The page `<title>` (the site name is appended). */
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** The paragraph under the h1. */
  readonly lead: string;
  /** A smaller line under the lead: how the tool keeps the visitor's work. */
  readonly note: string;
  /** What the page says when the browser runs no JavaScript. */
  readonly withoutScript: {
    /** What needs JavaScript, opening the sentence ("This calculator"). */
    readonly subject: string;
    /** What the visitor can do instead. */
    readonly instead: string;
    /** The tool's template or outline as files built with the site. */
    readonly downloads?: readonly StaticDownload[];
  };
}
