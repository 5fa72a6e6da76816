/**
 * Content lists of /how-it-works: the three steps, the nine demo
 * cards of the `demos` section, the five findings and the closing figures.
 */
import type {LucideIcon} from 'lucide-react';
import {ListChecks, Upload, Zap} from 'lucide-react';
import type {Stat} from '@site/src/components/StatRow';
import type {SitePicture} from './landing';

export interface Step {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
  /** How long the step takes. */
  readonly time: string;
}

export const STEPS: readonly Step[] = [
  {
    icon: Upload,
    title: 'Upload your ERP extract',
    text: 'Export sales lines, customers and products as CSV files, straight from your ERP. No integration project, no IT ticket, no data clean-up first.',
    time: 'Under 30 minutes',
  },
  {
    icon: Zap,
    title: 'Get instant insights',
    text: 'Margin leaks, customer tiers, product profitability and pricing gaps, each with the dollars at stake and the reason behind it.',
    time: 'Within 24 hours',
  },
  {
    icon: ListChecks,
    title: 'Act on prioritised decisions',
    text: 'A short list of actions, largest value first, for the people who can take them: re-price, re-tier, review a discount, approve a quote.',
    time: 'Every week',
  },
];

export interface DemoCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  /** Still picture of the walkthrough (the video is not published). */
  readonly picture: Omit<SitePicture, 'alt'>;
}

const still = (id: string): Omit<SitePicture, 'alt'> => ({
  src: `/img/marketing/demo-${id}.svg`,
  width: 400,
  height: 225,
});

/** The nine walkthroughs of the demos section, in the specification's order. */
export const DEMO_CARDS: readonly DemoCard[] = [
  {
    id: 'upload',
    title: 'Upload simplicity',
    text: 'Drop in three CSV files and watch them checked and mapped in minutes.',
    picture: still('upload'),
  },
  {
    id: 'setup',
    title: 'Business setup and onboarding',
    text: 'Set your margin targets, customer tiers and approval rules with a strategist.',
    picture: still('setup'),
  },
  {
    id: 'overview',
    title: 'Business overview dashboard',
    text: 'Revenue, margin and leaks on one screen, with what changed since last month.',
    picture: still('overview'),
  },
  {
    id: 'segments',
    title: 'Customer segments',
    text: 'See every customer by value and cost to serve, and who belongs in which tier.',
    picture: still('segments'),
  },
  {
    id: 'catalogue',
    title: 'Product catalogue analysis',
    text: 'Find the lines that carry your margin and the ones quietly losing it.',
    picture: still('catalogue'),
  },
  {
    id: 'pricing',
    title: 'Pricing optimisation',
    text: 'Month-start price moves, with the margin each one is worth.',
    picture: still('pricing'),
  },
  {
    id: 'board-report',
    title: 'Board report generation',
    text: 'A monthly report of alerts, actions, value delivered and what is still at risk.',
    picture: still('board-report'),
  },
  {
    id: 'quote',
    title: 'Quote with confidence',
    text: 'Check a quote against your margin rules before it leaves the building.',
    picture: still('quote'),
  },
  {
    id: 'inbox',
    title: 'Impact actions to inbox',
    text: 'The plain-English action alert that lands at the start of every month.',
    picture: still('inbox'),
  },
];

/** What a first upload typically finds (five findings). */
export const FINDINGS: readonly string[] = [
  'Customers paying less than their tier allows, with the discount history behind it.',
  'Products sold below their true cost once freight, rebates and returns are counted.',
  'Supplier increases that never reached the price list or the special prices.',
  'Reps whose average discount has drifted above the approved limit.',
  'Customers whose spend and margin earn them a better tier, and those who no longer do.',
];

/** Figures of the closing band. */
export const CLOSING_STATS: readonly Stat[] = [
  {value: '<30 min', label: 'For the upload'},
  {value: '24 hours', label: 'To first insights'},
  {value: 'Weekly', label: 'Decision alerts'},
];
