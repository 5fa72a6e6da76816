/**
 * Which clicks on a link open another page of this site in the same tab: those are the ones
 * that cannot work while the browser is offline (the page's code and content must be
 * fetched), and that the site holds back then, keeping the visitor where they are.
 */

/** What a click on a link says about where it leads. */
export interface LinkClick {
  /** The link's address, resolved (`anchor.href`). */
  readonly href: string;
  /** The link's `target` attribute ('' when none). */
  readonly target: string;
  /** Whether the link downloads a file instead of opening a page. */
  readonly download: boolean;
  readonly button: number;
  readonly modified: boolean;
  /** The address of the page the click happens on. */
  readonly current: string;
}

/**
 * Whether the click opens another page of this site, here: same origin, another path (not
 * only another `#section` of this page), plain left click without a modifier key, no other
 * target, not a download.
 */
export function opensAnotherPage(click: LinkClick): boolean {
  if (click.button !== 0 || click.modified || click.download) return false;
  if (click.target !== '' && click.target !== '_self') return false;
  let to: URL;
  let from: URL;
  try {
    to = new URL(click.href);
    from = new URL(click.current);
  } catch {
    return false;
  }
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  if (to.origin !== from.origin) return false;
  return to.pathname !== from.pathname || to.search !== from.search;
}

/** What the visitor is told when a page cannot open offline. */
export function offlineMessage(linkText: string): string {
  const name = linkText.trim().replace(/\s+/g, ' ');
  const what = name && name.length <= 60 ? `“${name}”` : 'That page';
  return `You are offline: ${what} needs a connection to open. You are still on this page, and nothing on it is lost.`;
}
