import {describe, expect, it} from 'vitest';
import {readRecord} from '@site/src/lib/storage/record';
import {DEFAULT_COST_LISTS} from './costs';
import {COST_RECORD, COST_SHARE, MAX_COST_LINES} from './record';

const get = (items: Record<string, string>) => (key: string) => items[key] ?? null;

describe('COST_RECORD', () => {
  it('reads lists stored by earlier versions of the site (bare lists under the .v1 key)', () => {
    const today = {
      direct: [{name: 'Raw Materials', amount: '1200.50'}],
      indirect: [
        {name: 'Rent', amount: '800'},
        {name: '', amount: '0'},
      ],
    };
    const read = readRecord(COST_RECORD, get({'tools.cost-template.v1': JSON.stringify(today)}));
    expect(read.value).toEqual(today);
    expect(read.setAside).toEqual([]);
  });

  it('keeps readable lines, reads numeric amounts, and sets the others aside', () => {
    const stored = {direct: [{name: 'Steel', amount: 250}, {name: 'Bad'}, 'text'], indirect: []};
    const read = readRecord(COST_RECORD, get({'tools.cost-template.v1': JSON.stringify(stored)}));
    expect(read.value).toEqual({direct: [{name: 'Steel', amount: '250'}], indirect: []});
    expect(read.setAside.map((entry) => [entry.where, entry.reason])).toEqual([
      ['direct cost line 2', 'No readable amount.'],
      ['direct cost line 3', 'Not a cost line.'],
    ]);
  });

  it('gives a missing list its default lines, and sets aside a value that is not two lists', () => {
    expect(readRecord(COST_RECORD, get({'tools.cost-template.v1': '{"direct":[]}'})).value).toEqual(
      {
        direct: [],
        indirect: DEFAULT_COST_LISTS.indirect,
      },
    );
    const read = readRecord(COST_RECORD, get({'tools.cost-template.v1': '[1,2]'}));
    expect(read.value).toEqual(DEFAULT_COST_LISTS);
    expect(read.setAside).toHaveLength(1);
  });

  it('trims to the limit, direct lines first', () => {
    const line = {name: 'x', amount: '1'};
    const lists = {direct: Array(MAX_COST_LINES - 2).fill(line), indirect: Array(10).fill(line)};
    const trimmed = COST_RECORD.limit!.trim(lists, MAX_COST_LINES);
    expect([trimmed.direct.length, trimmed.indirect.length]).toEqual([MAX_COST_LINES - 2, 2]);
  });
});

describe('COST_SHARE', () => {
  it('round-trips both lists as name and amount pairs', () => {
    const compact = JSON.parse(JSON.stringify(COST_SHARE.toCompact(DEFAULT_COST_LISTS))) as unknown;
    expect(COST_SHARE.fromCompact(compact)).toEqual(DEFAULT_COST_LISTS);
  });

  it('refuses anything but two lists of text pairs', () => {
    expect(COST_SHARE.fromCompact([[['a', 1]], []])).toBeNull();
    expect(COST_SHARE.fromCompact([[]])).toBeNull();
  });
});
