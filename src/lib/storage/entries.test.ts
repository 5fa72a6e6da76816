import {describe, expect, it} from 'vitest';
import {accept, decodeList, decodeTextFields, hasTextFields, readText, reject} from './entries';

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
});

describe('readText', () => {
  it('takes text as it is and finite numbers as their digits', () => {
    expect(readText('')).toBe('');
    expect(readText('12.5')).toBe('12.5');
    expect(readText(1500)).toBe('1500');
    expect(readText(-0.25)).toBe('-0.25');
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
