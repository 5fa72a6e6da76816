/** Content lists of /about: the four values and the vision figures. */
import type {LucideIcon} from 'lucide-react';
import {Compass, Handshake, Lightbulb, ShieldCheck} from 'lucide-react';
import type {Stat} from '@site/src/components/StatRow';

export interface Value {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
}

export const VALUES: readonly Value[] = [
  {
    icon: Compass,
    title: 'Profit first',
    text: 'Revenue is vanity until the margin is known. Every feature we build has to move profit, not just a chart.',
  },
  {
    icon: Lightbulb,
    title: 'Plain English',
    text: 'If a sales director cannot act on a finding in five minutes, we have not finished the work.',
  },
  {
    icon: Handshake,
    title: 'Strategists, not sales reps',
    text: 'The people you speak to have run commercial teams. We would rather tell you we are not a fit than sell you a plan you will not use.',
  },
  {
    icon: ShieldCheck,
    title: 'Your data stays yours',
    text: 'Encrypted, never shared, never used for anyone else, and deleted when you leave.',
  },
];

/** Where the business stands: the figures behind the vision. */
export const VISION_FIGURES: readonly Stat[] = [
  {value: '150+', label: 'B2B businesses served'},
  {value: '$4.2M', label: 'Margin recovered for customers'},
  {value: '24hrs', label: 'From upload to first insights'},
  {value: '<90 days', label: 'To return on investment'},
];
