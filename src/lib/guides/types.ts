/**
 * Shapes of the content repeated across the guides, reference pages and educational hubs.
 * Each page's data module fills these; the components under
 * `src/components/Guide/` render them.
 */
import type {LucideIcon} from 'lucide-react';

export type {FaqItem} from '@site/src/data/faqs';

/** A labelled piece of text inside a card ("Impact", "How to detect it"). */
export interface CardDetail {
  readonly label: string;
  readonly text: string;
}

/** A general-purpose content card: benefits, use cases, strategies, tools, cost cards. */
export interface GuideCard {
  readonly title: string;
  readonly description: string;
  readonly icon?: LucideIcon;
  /** Small label above the title. */
  readonly eyebrow?: string;
  /** Labelled paragraphs under the description. */
  readonly details?: readonly CardDetail[];
  /** A short list under the description. */
  readonly points?: readonly string[];
  /** A pill beside the title ("Recommended"). */
  readonly badge?: string;
  /** Draws the card with a strong border (the recommended option). */
  readonly highlighted?: boolean;
  /** A link at the bottom of the card, to a site route. */
  readonly link?: {readonly label: string; readonly to: string};
}

/** One step of a sequence: an implementation week, a calculation step, an action step. */
export interface GuideStep {
  /** What the step is called in the sequence ("Week 1", "Step 2", "Days 1-7"). */
  readonly label: string;
  readonly title: string;
  readonly description?: string;
  /** A formula shown in monospace under the description. */
  readonly formula?: string;
  readonly activities?: readonly string[];
}

export const RISK_LEVELS = ['High', 'Medium', 'Low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** A cause of margin leakage. */
export interface Cause {
  readonly title: string;
  readonly description: string;
  readonly impact: string;
  readonly riskLevel: RiskLevel;
  /** The concrete forms the cause takes in a business. */
  readonly examples: readonly string[];
}

/** A metric with how it is worked out and the figure to aim for. */
export interface Metric {
  readonly metric: string;
  readonly calculation: string;
  readonly target: string;
}

/** A phase of a roadmap. */
export interface RoadmapPhase {
  readonly phase: string;
  readonly duration: string;
  readonly activities: readonly string[];
}

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * A learning module of an educational hub. Its lesson is a doc: `docId`
 * is the doc's id, the same in every docs edition.
 */
export interface LearningModule {
  readonly docId: string;
  readonly title: string;
  readonly description: string;
  readonly topics: readonly string[];
  /** Reading time of the lesson, in minutes. */
  readonly readTime: number;
  readonly difficulty: Difficulty;
}

/** One row of the comparison table: what each option offers for one feature. */
export interface ComparisonRow {
  readonly feature: string;
  readonly product: string;
  readonly traditionalBi: string;
  readonly powerBi: string;
  readonly tableau: string;
}
