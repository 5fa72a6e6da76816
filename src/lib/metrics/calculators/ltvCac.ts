/** The LTV:CAC reading the lifetime value and acquisition cost calculators share. */
import {formatRatio, formatUsd} from '@site/src/lib/numbers/format';
import {type BandScale, lowerEdge} from '../bands';
import {ltvToCacRatio, maxAcquisitionCost} from '../customerRevenue';
import {roundTo} from '../math';

import {bandVerdict} from './verdicts';
import type {ResultLine} from './types';
/** LTV:CAC bands: a danger zone, an acceptable middle and an excellent top. */
export type LtvCacScale = BandScale<'danger' | 'acceptable' | 'excellent'>;

/** LTV:CAC lines and verdict shared by the CLV and CAC calculators. */
export function ltvCacReading(scale: LtvCacScale, lifetimeValue: number, acquisitionCost: number) {
  const ratio = roundTo(ltvToCacRatio(lifetimeValue, acquisitionCost), 1);
  const dangerEdge = lowerEdge(scale, 'acceptable');
  const excellentEdge = lowerEdge(scale, 'excellent');
  const lines: ResultLine[] = [
    {label: 'LTV:CAC', value: formatRatio(ratio), primary: true},
    {
      label: `Acquisition cost at ${formatRatio(dangerEdge, 0)} (edge of the danger zone)`,
      value: formatUsd(maxAcquisitionCost(lifetimeValue, dangerEdge)),
    },
    {
      label: `Acquisition cost at ${formatRatio(excellentEdge, 0)} (excellent)`,
      value: formatUsd(maxAcquisitionCost(lifetimeValue, excellentEdge)),
    },
  ];
  const verdict = bandVerdict(ratio, scale, `LTV:CAC of ${formatRatio(ratio)}`, 'LTV:CAC bands');
  return {lines, verdict};
}
