/**
 * The shapes of an industry landing page. Each industry is one typed module in this folder;
 * `src/components/IndustryPage` renders any of them. Metrics and roadmap phases have the
 * shapes the guides use.
 */
import type {Metric, RoadmapPhase} from '@site/src/lib/guides/types';

export type {Metric} from '@site/src/lib/guides/types';

/** The industries with a landing page; each is served at `/{slug}-commercial-intelligence`. */
export const INDUSTRY_SLUGS = [
  'manufacturing',
  'wholesale',
  'distribution',
  'construction',
] as const;
export type IndustrySlug = (typeof INDUSTRY_SLUGS)[number];

/** How hard a challenge hits margin, shown as the card's badge. */
export type ImpactLevel = 'Critical' | 'High' | 'Medium';

/** Challenge card: title, description, impact. */
export interface Challenge {
  readonly title: string;
  readonly description: string;
  readonly impact: ImpactLevel;
}

/** Icons a solution card may show (mapped to pictures by the page component). */
export type SolutionIcon =
  | 'cost'
  | 'quote'
  | 'profit'
  | 'price'
  | 'stock'
  | 'customers'
  | 'tiers'
  | 'discount'
  | 'territory'
  | 'estimate'
  | 'changes'
  | 'projects';

/** Solution card: icon, title, description, list of features. */
export interface Solution {
  readonly icon: SolutionIcon;
  readonly title: string;
  readonly description: string;
  readonly features: readonly string[];
}

/** Industry type (a kind of business within the industry): type, challenges, solutions. */
export interface IndustryType {
  readonly type: string;
  readonly challenges: readonly string[];
  readonly solutions: readonly string[];
}

/** Construction cost-control framework phase: phase, focus, tools. */
export interface FrameworkPhase {
  readonly phase: string;
  readonly focus: string;
  readonly tools: readonly string[];
}

/** A customer tier of the distribution page. */
export interface CustomerTier {
  /** "Tier 1" */
  readonly tier: string;
  /** "Strategic partners" */
  readonly name: string;
  readonly description: string;
  readonly treatment: readonly string[];
  /** Target shown on the card ("Profitability above 30%"). */
  readonly target: string;
}

/** Success story: company, challenge, solution, list of results. Always illustrative. */
export interface SuccessStory {
  /** A description of the business, never a real name ("A precision components maker"). */
  readonly company: string;
  /** Size and shape of the business ("$38M revenue, two plants"). */
  readonly profile: string;
  readonly challenge: string;
  readonly solution: string;
  readonly results: readonly string[];
}

/** Resource card: a link to another page of the site. */
export interface Resource {
  readonly title: string;
  readonly description: string;
  /** Internal route, without a trailing slash. */
  readonly to: string;
  readonly linkLabel: string;
}

/** Headline figure in the hero. */
export interface HeroStat {
  readonly value: string;
  readonly label: string;
}

/** Heading block of a page section. */
export interface SectionCopy {
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
}

/** Sections only some industries have, in the order the page shows them. */
export type ExtraSection = SectionCopy & {readonly id: string} & (
    | {readonly kind: 'phases'; readonly phases: readonly RoadmapPhase[]}
    | {readonly kind: 'types'; readonly types: readonly IndustryType[]}
    | {readonly kind: 'framework'; readonly phases: readonly FrameworkPhase[]}
    | {readonly kind: 'customerTiers'; readonly tiers: readonly CustomerTier[]}
    /** The volume-discount tiers come from `src/lib/pricing/volumeDiscount`. */
    | {readonly kind: 'volumeDiscounts'}
  );

export interface Industry {
  readonly slug: IndustrySlug;
  /** "Manufacturing" */
  readonly name: string;
  /** Who the page speaks to, plural ("Manufacturers"); used in structured data. */
  readonly audience: string;
  readonly seo: {
    readonly title: string;
    readonly description: string;
    readonly keywords: readonly string[];
  };
  readonly hero: {
    readonly title: string;
    readonly lead: string;
    readonly stats: readonly HeroStat[];
  };
  /** Call-to-action labels: demo goes to /demo, consultation and audit to /book-call. */
  readonly ctas: {
    readonly demo: string;
    readonly consultation: string;
    readonly audit: string;
  };
  readonly challenges: SectionCopy & {readonly items: readonly Challenge[]};
  readonly solutions: SectionCopy & {readonly items: readonly Solution[]};
  readonly metrics: SectionCopy & {readonly items: readonly Metric[]};
  readonly extras: readonly ExtraSection[];
  readonly story: SectionCopy & SuccessStory;
  readonly resources: SectionCopy & {readonly items: readonly Resource[]};
  readonly closing: {readonly title: string; readonly text: string};
}

/** The route of an industry's landing page. */
export function industryRoute(slug: IndustrySlug): string {
  return `/${slug}-commercial-intelligence`;
}
