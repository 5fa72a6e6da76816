/** The calculator of the RFM Modelling page. */
import {rfmCode, rfmSegmentId, type RfmSegmentId} from '../customerRevenue';
import {defineCalculator} from './define';
import {count} from './fields';

/** How an edition names and explains each RFM segment. */
export interface RfmSegmentText {
  readonly name: string;
  /** The example code the segment is known by (recency, frequency, monetary). */
  readonly exampleCode: string;
  /** Our rule, in words. */
  readonly rule: string;
  /** What to do with customers in the segment. */
  readonly action: string;
  readonly tone: 'positive' | 'neutral' | 'caution' | 'negative';
}

/** The six segments, in the order their rules are tried. */
export type RfmSegments = readonly (RfmSegmentText & {readonly id: RfmSegmentId})[];

const score = <const Id extends string>(id: Id, label: string) =>
  count(id, label, {rules: {min: 1, max: 5}, hint: '1 (weakest) to 5 (strongest)'});

export const rfmCalculator = defineCalculator((benchmarks: {readonly segments: RfmSegments}) => ({
  title: 'Find the segment of an RFM score',
  inputs: [
    score('recency', 'Recency score'),
    score('frequency', 'Frequency score'),
    score('monetary', 'Monetary score'),
  ],
  compute(values) {
    const r = values.number('recency');
    const f = values.number('frequency');
    const m = values.number('monetary');
    const id = rfmSegmentId(r, f, m);
    const found = benchmarks.segments.find((entry) => entry.id === id);
    if (!found) throw new Error(`No text for the RFM segment "${id}"`);
    const code = rfmCode(r, f, m);
    return {
      lines: [
        {label: 'RFM code', value: code, primary: true},
        {label: 'Combined score', value: `${r + f + m} of 15`},
        {label: 'Segment', value: found.name},
      ],
      notes: [`What to do: ${found.action}`],
      verdict: {
        summary: `A customer scored ${code} is in ${found.name}`,
        label: found.name,
        tone: found.tone,
        scaleTitle: 'The six segments (example code and our rule)',
        rows: benchmarks.segments.map((entry) => ({
          label: entry.name,
          range: `${entry.exampleCode}: ${entry.rule}`,
          current: entry.id === id,
        })),
      },
    };
  },
}));
