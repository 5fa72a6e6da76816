import {describe, expect, it} from 'vitest';
import {readField} from './inputs';

describe('readField', () => {
  it('reads numbers as people type them', () => {
    expect(readField('$1,250,000')).toEqual({kind: 'value', value: 1_250_000});
    expect(readField('22%')).toEqual({kind: 'value', value: 22});
  });
  it('reports blank text as empty', () => {
    expect(readField('  ')).toEqual({kind: 'empty'});
  });
  it('rejects words, negatives and out-of-range values with a message', () => {
    expect(readField('lots')).toMatchObject({kind: 'invalid'});
    expect(readField('-5')).toEqual({kind: 'invalid', message: 'Enter zero or a positive number.'});
    expect(readField('101', {max: 100})).toEqual({
      kind: 'invalid',
      message: 'Enter a number no greater than 100.',
    });
    expect(readField('2.5', {integer: true})).toEqual({
      kind: 'invalid',
      message: 'Enter a whole number.',
    });
  });
  it('rejects zero where the value divides another figure', () => {
    expect(readField('0', {positive: true})).toEqual({
      kind: 'invalid',
      message: 'Enter a number above zero.',
    });
    expect(readField('0.01', {positive: true})).toEqual({kind: 'value', value: 0.01});
  });
  it('accepts negatives only where allowed', () => {
    expect(readField('-5', {allowNegative: true})).toEqual({kind: 'value', value: -5});
  });
});
