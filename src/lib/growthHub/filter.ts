/**
 * The Growth Hub's filter chips: All shows everything; five
 * chips filter the grid in place by content type; Videos and Business Numbers lead to other
 * pages. The selected filter is kept in the URL query as `?type=<content type>`.
 */
import {
  BUSINESS_NUMBERS_ROUTE,
  CONTENT_TYPE_NAMES,
  VIDEOS_ROUTE,
  type ContentType,
  type GrowthHubItem,
} from './content';

/** The content types a chip filters by (videos have no chip filter: that chip navigates). */
export type FilterType = Exclude<ContentType, 'video'>;

/** What the grid shows: everything, or one content type. */
export type HubFilter = 'all' | FilterType;

export type HubChip =
  | {readonly kind: 'filter'; readonly label: string; readonly filter: HubFilter}
  | {readonly kind: 'link'; readonly label: string; readonly to: string};

/** The chips, in the order of the specification. */
export const HUB_CHIPS: readonly HubChip[] = [
  {kind: 'filter', label: 'All', filter: 'all'},
  {kind: 'filter', label: 'Articles', filter: 'article'},
  {kind: 'filter', label: 'Guides', filter: 'guide'},
  {kind: 'filter', label: 'Educational Hubs', filter: 'educational-hub'},
  {kind: 'filter', label: 'Question-Based', filter: 'question-content'},
  {kind: 'link', label: 'Videos', to: VIDEOS_ROUTE},
  {kind: 'filter', label: 'Growth Kits', filter: 'growth-kit'},
  {kind: 'link', label: 'Business Numbers', to: BUSINESS_NUMBERS_ROUTE},
];

/** Name of the URL query parameter holding the selected filter. */
export const FILTER_PARAM = 'type';

const FILTERS: readonly HubFilter[] = HUB_CHIPS.flatMap((chip) =>
  chip.kind === 'filter' ? [chip.filter] : [],
);

/** The filter a query value names; anything missing or unknown means All. */
export function parseFilter(value: string | null | undefined): HubFilter {
  const found = FILTERS.find((filter) => filter === value?.trim());
  return found ?? 'all';
}

/** The query value for a filter: none for All (a clean /blog URL), else the content type. */
export function filterQueryValue(filter: HubFilter): string {
  return filter === 'all' ? '' : filter;
}

/**
 * The filter after a filter chip is pressed. The chips are toggle buttons: pressing the
 * selected one again releases it and the grid returns to All.
 */
export function toggleFilter(current: HubFilter, pressed: HubFilter): HubFilter {
  return pressed === current ? 'all' : pressed;
}

/** The items a filter shows, in their order. */
export function filterItems<T extends GrowthHubItem>(items: readonly T[], filter: HubFilter): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.type === filter);
}

/**
 * The sentence announced under the chips: "Showing all 12 items" for All, otherwise
 * "Showing 3 guides of 12 items" (singular and plural handled).
 */
export function resultSummary(filter: HubFilter, shown: number, total: number): string {
  const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
  if (filter === 'all') return `Showing all ${items(total)}`;
  const names = CONTENT_TYPE_NAMES[filter];
  return `Showing ${shown} ${shown === 1 ? names.one : names.many} of ${items(total)}`;
}
