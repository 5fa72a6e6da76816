/**
 * Content lists of /book-call: what the caller gets, what to expect,
 * who the call suits and the social-proof figures (illustrative marketing figures).
 */
import type {LucideIcon} from 'lucide-react';
import {Clock, Presentation, UserCheck} from 'lucide-react';
import type {Stat} from '@site/src/components/StatRow';
import {site} from '@site/src/config/site';
import {PILOT_DAYS} from './pricing';

/** What the caller gets from the call (three bullets). */
export const CALL_BENEFITS: readonly string[] = [
  'A frank look at where your margin is most likely leaking, based on how you price and sell today.',
  'A walkthrough of the findings a business like yours usually sees in its first 24 hours.',
  `A clear answer on whether we are a fit, and what a ${PILOT_DAYS}-day pilot on your own data would show.`,
];

export interface Expectation {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
}

/** What to expect: 30 Minutes, Commercial Strategist, Tailored Demo. */
export const EXPECTATIONS: readonly Expectation[] = [
  {
    icon: Clock,
    title: `${site.scheduling.callMinutes} Minutes`,
    text: 'Long enough to be useful, short enough to fit between meetings.',
  },
  {
    icon: UserCheck,
    title: 'Commercial Strategist',
    text: 'Someone who has run pricing and sales teams, not a script reader.',
  },
  {
    icon: Presentation,
    title: 'Tailored Demo',
    text: 'The platform shown on examples from your industry and size.',
  },
];

/** The "Perfect If You're" list. */
export const PERFECT_IF: readonly string[] = [
  'A B2B distributor or manufacturer',
  'Struggling to see pricing and margin clearly',
  'Working out customer segmentation and product mix',
  'Ready to move beyond spreadsheets',
];

/** The social-proof strip. */
export const SOCIAL_PROOF: readonly Stat[] = [
  {value: '150+', label: 'Businesses'},
  {value: '$4.2M', label: 'Margin recovered'},
  {value: '4.9/5', label: 'Rating'},
];

/** What happens after a call is booked, shown with the confirmation. */
export const AFTER_BOOKING: readonly string[] = [
  `A calendar invitation with the ${site.scheduling.videoTool} link reaches your inbox within a few minutes; it also lets you move or cancel the call.`,
  'Your strategist reads your answers before the call, so the time goes on your business rather than on introductions.',
  'If you have a recent sales or margin extract to hand, keep it nearby: nothing needs sending beforehand.',
];
