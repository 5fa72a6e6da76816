/**
 * The not-found page as the host serves it: one static file, `404.html`, rendered for the
 * path below and answered (with status 404) for every unknown URL.
 */

/** The path the not-found page is rendered for at build time. */
export const NOT_FOUND_PATH = '/404.html';

/**
 * Attribute on the not-found page's main element: in the served HTML, before any script
 * runs, it tells the browser that the document is the not-found page, whatever the URL.
 */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';
