import {describe, expect, it} from 'vitest';
import {formatNumber} from '../numbers/format';
import {MAX_FIELD_TEXT} from '../text/limits';
import {
  accept,
  decodeList,
  decodeTextFields,
  hasTextFields,
  readText,
  reject,
  unknownFields,
} from './entries';
import {NO_HISTORY, track} from './sync';

describe('decodeList', () => {
  const reader = {
    read: (item: unknown) => (typeof item === 'number' ? accept(item) : reject('Not a number.')),
    where: (index: number) => `item ${index + 1}`,
    label: 'Numbers',
  };

  it('keeps the items that fit, in order, and sets the others aside by position', () => {
    expect(decodeList([1, 'two', 3, null], reader)).toEqual({
      value: [1, 3],
      setAside: [
        {where: 'item 2', reason: 'Not a number.', value: 'two'},
        {where: 'item 4', reason: 'Not a number.', value: null},
      ],
    });
  });

  it('sets aside a value that is not a list, and gives the fallback', () => {
    expect(decodeList({a: 1}, reader, [7])).toEqual({
      value: [7],
      setAside: [
        {where: 'Numbers', reason: 'Stored as something other than a list.', value: {a: 1}},
      ],
    });
  });

  it('reads an empty list as empty, with nothing set aside', () => {
    expect(decodeList([], reader, [7])).toEqual({value: [], setAside: []});
  });

  it('keeps an item and sets aside, on their own, the fields of it the page does not know', () => {
    const rows = {
      read: (item: unknown) => {
        const {name} = item as {name: string};
        return accept({name}, unknownFields(item as Record<string, unknown>, ['name']));
      },
      where: (index: number) => `row ${index + 1}`,
      label: 'Rows',
    };
    expect(decodeList([{name: 'A'}, {name: 'B', colour: 'red'}], rows)).toEqual({
      value: [{name: 'A'}, {name: 'B'}],
      setAside: [
        {where: 'row 2, field “colour”', reason: 'Not a field of this page.', value: 'red'},
      ],
    });
  });

  it('reads the identity the storage layer keeps in an item, and hands the reader the rest', () => {
    const rows = {
      read: (item: unknown) => accept(item),
      where: (index: number) => `row ${index + 1}`,
      label: 'Rows',
    };
    const decoded = decodeList(
      [
        {'#': 'k1', name: 'A'},
        {'#': 'k2', name: 'B'},
      ],
      rows,
    );
    expect(decoded.value).toEqual([{name: 'A'}, {name: 'B'}]);
    expect(track(decoded.value, NO_HISTORY).ids).toEqual({'': ['k1', 'k2']});
  });
});

describe('readText', () => {
  it('takes text as it is and finite numbers as their digits', () => {
    expect(readText('')).toBe('');
    expect(readText('12.5')).toBe('12.5');
    expect(readText(1500)).toBe('1500');
    expect(readText(-0.25)).toBe('-0.25');
  });

  it('refuses text longer than the longest a field takes', () => {
    expect(readText('x'.repeat(MAX_FIELD_TEXT))).toHaveLength(MAX_FIELD_TEXT);
    expect(readText('x'.repeat(MAX_FIELD_TEXT + 1))).toBeNull();
    expect(decodeTextFields({a: 'y'.repeat(190_000)}, {a: ''}, 'Fields').setAside[0]?.reason).toBe(
      `Longer than the ${formatNumber(MAX_FIELD_TEXT)} characters a field holds.`,
    );
  });

  it('refuses anything else', () => {
    expect(readText(Number.NaN)).toBeNull();
    expect(readText(Number.POSITIVE_INFINITY)).toBeNull();
    expect(readText(null)).toBeNull();
    expect(readText(true)).toBeNull();
    expect(readText({})).toBeNull();
  });
});

describe('hasTextFields', () => {
  it('requires every named field to be text', () => {
    expect(hasTextFields({a: 'x', b: ''}, ['a', 'b'])).toBe(true);
    expect(hasTextFields({a: 'x', b: 1}, ['a', 'b'])).toBe(false);
    expect(hasTextFields({a: 'x'}, ['a', 'b'])).toBe(false);
    expect(hasTextFields(['x'], ['0'])).toBe(false);
  });
});

describe('decodeTextFields', () => {
  const initial = {revenue: '', rate: '2.9'};

  it('keeps text and numbers, and gives missing fields their initial text', () => {
    expect(decodeTextFields({revenue: 5000}, initial, 'figures')).toEqual({
      value: {revenue: '5000', rate: '2.9'},
      setAside: [],
    });
  });

  it('sets aside fields holding other values, and names the page does not know', () => {
    const decoded = decodeTextFields(
      {revenue: {amount: 1}, rate: '3', colour: 'red'},
      initial,
      'figures',
    );
    expect(decoded.value).toEqual({revenue: '', rate: '3'});
    expect(decoded.setAside).toEqual([
      {where: 'field “revenue”', reason: 'Not text or a number.', value: {amount: 1}},
      {where: 'field “colour”', reason: 'Not a field of this page.', value: 'red'},
    ]);
  });

  it('does not take inherited names such as "constructor" for fields', () => {
    const decoded = decodeTextFields(
      JSON.parse('{"constructor":"x","__proto__":"y"}'),
      initial,
      'figures',
    );
    expect(decoded.value).toEqual(initial);
    expect(decoded.setAside.map((entry) => entry.where)).toContain('field “constructor”');
  });

  it('sets aside a value that is not an object, keeping every initial text', () => {
    expect(decodeTextFields('5000', initial, 'figures')).toEqual({
      value: initial,
      setAside: [
        {
          where: 'figures',
          reason: 'Stored as something other than a set of fields.',
          value: '5000',
        },
      ],
    });
  });
});
