import {useCallback} from 'react';
import {useHistorySelector} from '@docusaurus/theme-common';
import {useNotify} from '@site/src/components/Notifications';
import {copyText} from '@site/src/lib/browser/clipboard';
import {copyPendingText} from '@site/src/lib/browser/pendingClipboard';
import {measure} from '@site/src/lib/measurement/measure';

/**
 * Share links, one mechanism for the ROI calculator and the free tools: a page's state lives
 * in the address's query string, which is read through the router's history (empty in the
 * static HTML and the first render, the real one right after hydration), and a link is copied
 * with a notification that says whether it worked.
 */

/** The address's query string ("?revenue=…"), read after hydration. */
export function useLocationSearch(): string {
  return useHistorySelector((current) => current.location.search);
}

export interface CopyLinkWords {
  /** What the link opens: "Anyone who opens it sees these results." */
  readonly opens: string;
  /** Where else the visitor can copy it: "Copy it from the address bar instead." */
  readonly otherwise: string;
}

/**
 * Copies a link and says whether it worked. Resolves to whether it was copied. A link still
 * being made is passed as its promise (null when no link comes of it: then nothing is copied
 * and nothing said); call the copier synchronously from the click, before any await, since
 * Safari refuses a clipboard write once the click's handler has awaited something.
 */
export function useCopyLink(): (
  url: string | Promise<string | null>,
  words: CopyLinkWords,
) => Promise<boolean> {
  const notify = useNotify();
  return useCallback(
    async (url, {opens, otherwise}) => {
      const copied = await (typeof url === 'string' ? copyText(url) : copyPendingText(url));
      if (!copied && typeof url !== 'string' && (await url.catch(() => null)) === null) {
        return false;
      }
      if (copied) {
        notify(`Link copied. ${opens}`, 'success');
        measure('shareLinkCopied');
      } else notify(`The link could not be copied. ${otherwise}`, 'error');
      return copied;
    },
    [notify],
  );
}
