import {
  Boxes,
  Calculator,
  ClipboardCheck,
  Factory,
  FileDiff,
  HardHat,
  Layers,
  MapPin,
  Percent,
  Tag,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type {SolutionIcon} from '@site/src/data/industries/types';

/** The picture of each solution icon named in the industry data. */
export const SOLUTION_ICONS: Readonly<Record<SolutionIcon, LucideIcon>> = {
  cost: Factory,
  quote: Calculator,
  profit: TrendingUp,
  price: Tag,
  stock: Boxes,
  customers: Users,
  tiers: Layers,
  discount: Percent,
  territory: MapPin,
  estimate: ClipboardCheck,
  changes: FileDiff,
  projects: HardHat,
};
