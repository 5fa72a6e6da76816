/**
 * A comparison as a link: the two to four scenarios it holds, each written by the codec of one
 * scenario, in a list. A link holding fewer or more, or one scenario that does not read back,
 * is refused whole.
 */
import type {ShareCodec} from '../share/link';
import {MAX_COMPARED, MIN_COMPARED} from './compare';

/** How one scenario is written compactly, and read back (null when it does not fit). */
export type ItemCodec<S> = Pick<ShareCodec<S>, 'toCompact' | 'fromCompact'>;

/** The codec of a comparison whose scenarios each use `item`. */
export function comparisonCodec<S>(item: ItemCodec<S>, version = 1): ShareCodec<readonly S[]> {
  return {
    version,
    toCompact: (scenarios) => scenarios.map((scenario) => item.toCompact(scenario)),
    fromCompact: (compact) => {
      if (!Array.isArray(compact)) return null;
      if (compact.length < MIN_COMPARED || compact.length > MAX_COMPARED) return null;
      const scenarios: S[] = [];
      for (const entry of compact as unknown[]) {
        const scenario = item.fromCompact(entry);
        if (scenario === null) return null;
        scenarios.push(scenario);
      }
      return scenarios;
    },
  };
}
