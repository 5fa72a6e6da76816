import {describe, expect, it} from 'vitest';
import {describeError} from './describeError';

describe('describeError', () => {
  it('shows the status and its text for a response-like value', () => {
    expect(describeError({status: 404, statusText: 'Not Found'})).toBe('404 Not Found');
  });
  it('shows the bare status when there is no status text', () => {
    expect(describeError({status: 500, statusText: '  '})).toBe('500');
  });
  it('shows the message of an Error', () => {
    expect(describeError(new Error('Loading chunk 42 failed.'))).toBe('Loading chunk 42 failed.');
  });
  it('shows a thrown string', () => {
    expect(describeError('boom')).toBe('boom');
  });
  it('falls back to a sentence for empty or odd values', () => {
    for (const value of [undefined, null, 0, '', new Error(''), {status: Number.NaN}]) {
      expect(describeError(value)).toBe('Something went wrong while showing this page.');
    }
  });
});
