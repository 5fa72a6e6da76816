import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';

/** HTML_CodeSniffer's browser build, read once per worker. */
let source: string | undefined;
function htmlcsSource(): string {
  source ??= readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  return source;
}

/**
 * HTML_CodeSniffer's errors on the page for the WCAG 2 AA standard (the engine and standard
 * pa11y runs), as readable lines; empty when the page passes. Warnings and notices ask for a
 * person's judgement and are not read. The script is evaluated rather than added as a tag, so
 * the page's Content-Security-Policy does not block it.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(htmlcsSource());
  return page.evaluate(async () => {
    interface Message {
      readonly type: number;
      readonly code: string;
      readonly msg: string;
      readonly element: Element;
    }
    const htmlcs = (
      window as unknown as {
        HTMLCS: {
          process(standard: string, root: Document, done: () => void, failed: () => void): void;
          getMessages(): Message[];
        };
      }
    ).HTMLCS;
    await new Promise<void>((resolve, reject) => {
      htmlcs.process('WCAG2AA', document, resolve, () => reject(new Error('HTMLCS failed')));
    });
    const ERROR = 1;
    return htmlcs
      .getMessages()
      .filter((message) => message.type === ERROR)
      .map(
        (message) => `${message.code}: ${message.element.outerHTML.slice(0, 160)} — ${message.msg}`,
      );
  });
}
