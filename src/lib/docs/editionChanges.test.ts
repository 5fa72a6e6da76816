import {describe, expect, it} from 'vitest';
import {
  notInEditionUrl,
  previousEdition,
  versionTargetPath,
  whatChangedUrl,
} from './editionChanges';

describe('edition change URLs', () => {
  it('sit inside the edition', () => {
    expect(whatChangedUrl('/next')).toBe('/next/what-changed');
    expect(whatChangedUrl('/')).toBe('/what-changed');
    expect(notInEditionUrl('/', 'business-numbers/inventory-turns')).toBe(
      '/not-in-this-edition/business-numbers/inventory-turns',
    );
    expect(notInEditionUrl('/2025', 'guides/x')).toBe('/2025/not-in-this-edition/guides/x');
  });
});

describe('previousEdition', () => {
  const versions = [{name: 'current'}, {name: '2026'}, {name: '2025'}];
  it('is the next edition in the newest-first list', () => {
    expect(previousEdition(versions, 'current')).toEqual({name: '2026'});
    expect(previousEdition(versions, '2026')).toEqual({name: '2025'});
  });
  it('is none for the oldest edition or an unknown one', () => {
    expect(previousEdition(versions, '2025')).toBeUndefined();
    expect(previousEdition(versions, 'nope')).toBeUndefined();
  });
});

describe('versionTargetPath', () => {
  const released = {
    name: '2025',
    path: '/',
    mainDocId: 'business-numbers/average-order-value',
    docs: [
      {id: 'business-numbers/average-order-value', path: '/business-numbers/average-order-value'},
      {id: 'business-numbers/churn-rate', path: '/business-numbers/churn-rate'},
    ],
  };
  it('is the same doc when the version has it', () => {
    expect(versionTargetPath(released, 'business-numbers/churn-rate')).toBe(
      '/business-numbers/churn-rate',
    );
  });
  it('is the page saying the version lacks the doc, never another doc', () => {
    expect(versionTargetPath(released, 'business-numbers/inventory-turns')).toBe(
      '/not-in-this-edition/business-numbers/inventory-turns',
    );
  });
  it('is the main doc outside a doc', () => {
    expect(versionTargetPath(released, undefined)).toBe('/business-numbers/average-order-value');
  });
});
