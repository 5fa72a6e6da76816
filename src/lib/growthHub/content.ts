/**
 * The Growth Hub's content items and the pure rules of the hub: which
 * chip shows what, where each card leads, how a blog post becomes an item, and how the
 * selected chip is kept in the URL. No React, no Docusaurus.
 */

import {formatLongDate} from '@site/src/lib/dates/longDate';

/** Every kind of content the hub knows. No item is a video today; the type is kept for them. */
export const CONTENT_TYPES = [
  'article',
  'guide',
  'educational-hub',
  'question-content',
  'growth-kit',
  'video',
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];

/** How each type is named on a card, and how many of it are counted ("3 guides"). */
export const CONTENT_TYPE_NAMES: Readonly<
  Record<ContentType, {readonly label: string; readonly one: string; readonly many: string}>
> = {
  article: {label: 'Article', one: 'article', many: 'articles'},
  guide: {label: 'Guide', one: 'guide', many: 'guides'},
  'educational-hub': {label: 'Educational Hub', one: 'educational hub', many: 'educational hubs'},
  'question-content': {label: 'Question', one: 'question page', many: 'question pages'},
  'growth-kit': {label: 'Growth Kit', one: 'growth kit', many: 'growth kits'},
  video: {label: 'Video', one: 'video', many: 'videos'},
};

/** The categories an item can belong to. */
export const CONTENT_CATEGORIES = [
  'Chaos Moments',
  'Audit Tools',
  'Dashboards',
  'Foundation',
  'Analytics',
  'Problem Solving',
  'Industry Solutions',
  'Strategy',
] as const;

export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

interface ItemBase {
  /** Stable key of the item. */
  readonly id: string;
  readonly title: string;
  /** One or two sentences shown on the card. */
  readonly excerpt: string;
  readonly category: ContentCategory;
  /** Author's display name. */
  readonly author: string;
  /** Publication date, ISO 8601 (`2025-03-04` or a full timestamp). */
  readonly date: string;
  /** Reading (or working) time as shown, e.g. "7 min read". */
  readonly readTime: string;
  /** Last path segment of the item's page. */
  readonly slug: string;
}

export interface ArticleItem extends ItemBase {
  readonly type: 'article';
}

export interface PageItem extends ItemBase {
  readonly type: 'guide' | 'educational-hub' | 'question-content';
}

export interface GrowthKitItem extends ItemBase {
  readonly type: 'growth-kit';
  /** What the kit contains, one line each. */
  readonly includes: readonly string[];
  /** Download count as shown, e.g. "847 downloads". */
  readonly downloads: string;
}

export interface VideoItem extends ItemBase {
  readonly type: 'video';
  /** Running time as shown, e.g. "4:30". */
  readonly duration: string;
  /** View count as shown. */
  readonly views: string;
}

export type GrowthHubItem = ArticleItem | PageItem | GrowthKitItem | VideoItem;

/** Where the hub sends a visitor for a video: the demos on the how-it-works page. */
export const VIDEOS_ROUTE = '/how-it-works';
/** The metrics reference the Business Numbers chip and card lead to. */
export const BUSINESS_NUMBERS_ROUTE = '/business-numbers';

const AUDIT_KIT_ROUTE = '/margin-audit-toolkit';
const DASHBOARD_KIT_ROUTE = '/commercial-dashboard-kit';

/**
 * The page a card leads to: an article to `/blog/{slug}`; a guide, educational hub or
 * question page to `/{slug}`; a growth kit's "Access Kit" to the audit toolkit or the
 * dashboard kit, and to the audit toolkit for any other kit; a video to the demos.
 */
export function cardTarget(item: GrowthHubItem): string {
  switch (item.type) {
    case 'article':
      return `/blog/${item.slug}`;
    case 'guide':
    case 'educational-hub':
    case 'question-content':
      return `/${item.slug}`;
    case 'growth-kit':
      return item.slug === 'commercial-dashboard-kit' ? DASHBOARD_KIT_ROUTE : AUDIT_KIT_ROUTE;
    case 'video':
      return VIDEOS_ROUTE;
  }
}

/** Number of items of each type (every type present, zero when none). */
export function countByType(items: readonly GrowthHubItem[]): Record<ContentType, number> {
  const counts = Object.fromEntries(CONTENT_TYPES.map((type) => [type, 0])) as Record<
    ContentType,
    number
  >;
  for (const item of items) counts[item.type] += 1;
  return counts;
}

/**
 * Newest first; items of the same date keep a fixed order (by title), so the server and
 * the browser always render the same list.
 */
export function sortNewestFirst<T extends GrowthHubItem>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date) || a.title.localeCompare(b.title, 'en-GB'),
  );
}

/**
 * A date as "4 March 2025", read in UTC so the static HTML and every visitor's browser agree
 * whatever their time zone. Returns an empty string for a date that does not parse.
 */
export function formatHubDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? formatLongDate(new Date(time)) : '';
}

/** Reading time in minutes (fractional, as the blog plugin gives it) as "7 min read". */
export function readTimeLabel(minutes: number): string {
  const whole = Number.isFinite(minutes) ? Math.max(1, Math.ceil(minutes)) : 1;
  return `${whole} min read`;
}
