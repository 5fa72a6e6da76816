/**
 * A page's share image, named by its route and described by what its card shows; and the
 * not-found page's whole head, which is its share image alone. In a module of its own (pure,
 * safe in the browser), as the not-found page, which every docs page loads, needs only this
 * of the rules of ./headRules.ts.
 */
import {CARD_HEIGHT, CARD_WIDTH} from '../../lib/social/card';
import type {PageHead, ShareImage} from './head';
import {fileBase} from './paths';

/** Where the share images are written, under the build folder. */
export const SOCIAL_IMAGE_DIR = 'img/social';
/** The not-found page: no page of its own to describe, and its card names no address. */
export const NOT_FOUND_ROUTE = '/404.html';
/** The not-found page's title on its card. */
export const NOT_FOUND_TITLE = 'Page not found';

/** What a page's share image shows. */
export interface CardRequest {
  readonly route: string;
  readonly title: string;
  readonly section?: string;
  readonly note?: string;
}

/** Who the images are of: the site's absolute URL (no trailing slash) and its product. */
export interface ImageSite {
  readonly siteUrl: string;
  readonly productName: string;
}

/** The share image of a page showing `card`. */
export function imageOf(site: ImageSite, card: CardRequest): ShareImage {
  return {
    url: `${site.siteUrl}/${SOCIAL_IMAGE_DIR}/${fileBase(card.route)}.png`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: `${card.title}${card.section ? `, in ${card.section}` : ''}: ${site.productName}`,
  };
}

/** The not-found page's head, wherever it is shown: its share image, no trail, no Markdown. */
export function notFoundHead(site: ImageSite): PageHead {
  return {
    image: imageOf(site, {route: NOT_FOUND_ROUTE, title: NOT_FOUND_TITLE}),
    structuredData: [],
  };
}
