/**
 * The campaign that brought the visitor: the `utm_*` parameters and an advertising click id
 * of the address they landed on, kept for the visit in session storage and passed to the
 * scheduling widget, whichever page they landed on.
 */
import type {StorageArea} from '@site/src/lib/storage/store';

/** Query parameters that describe a campaign, in the order they are passed on. */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  // Click ids of the advertising networks a B2B campaign is likely to run on.
  'gclid',
  'msclkid',
  'fbclid',
  'li_fat_id',
] as const;

export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type Campaign = Readonly<Partial<Record<CampaignParam, string>>>;

/** Session storage key of the visit's campaign. */
export const CAMPAIGN_KEY = 'visit.campaign';

/** Longest value kept for one parameter; longer ones are not campaign tags. */
export const MAX_CAMPAIGN_VALUE = 200;

function readParams(get: (name: string) => unknown): Campaign {
  const campaign: Partial<Record<CampaignParam, string>> = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = get(name);
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed !== '' && trimmed.length <= MAX_CAMPAIGN_VALUE) campaign[name] = trimmed;
  }
  return campaign;
}

/** The campaign parameters of a query string ("?utm_source=…"); others are ignored. */
export function campaignFromSearch(search: string): Campaign {
  const params = new URLSearchParams(search);
  return readParams((name) => params.get(name));
}

/** The visit's campaign as stored, or none when nothing readable is stored. */
export function storedCampaign(storage: Pick<StorageArea, 'getItem'> | null): Campaign {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CAMPAIGN_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return readParams((name) => (parsed as Record<string, unknown>)[name]);
  } catch {
    return {};
  }
}

/**
 * Keeps the campaign of a landing address for the visit. An address with campaign
 * parameters replaces what was kept (the latest campaign brought the visitor back); one
 * without leaves it alone, so moving about the site keeps it. Storage that refuses is
 * ignored: the campaign is a nicety, never a reason to fail.
 */
export function rememberCampaign(storage: StorageArea | null, search: string): void {
  const campaign = campaignFromSearch(search);
  if (Object.keys(campaign).length === 0) return;
  try {
    storage?.setItem(CAMPAIGN_KEY, JSON.stringify(campaign));
  } catch {
    // Private mode or storage turned off: the booking simply goes without the campaign.
  }
}
