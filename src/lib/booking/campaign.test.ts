import {describe, expect, it} from 'vitest';
import {
  CAMPAIGN_KEY,
  MAX_CAMPAIGN_VALUE,
  campaignFromSearch,
  rememberCampaign,
  storedCampaign,
} from './campaign';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('campaignFromSearch', () => {
  it('reads the five utm parameters and a click id, and nothing else', () => {
    expect(
      campaignFromSearch(
        '?utm_source=linkedin&utm_medium=paid&utm_campaign=q3%20margins&utm_content=a&utm_term=b&gclid=xyz&revenue=4000000',
      ),
    ).toEqual({
      utm_source: 'linkedin',
      utm_medium: 'paid',
      utm_campaign: 'q3 margins',
      utm_content: 'a',
      utm_term: 'b',
      gclid: 'xyz',
    });
  });

  it('drops empty and overlong values', () => {
    expect(
      campaignFromSearch(`?utm_source=%20&utm_medium=${'x'.repeat(MAX_CAMPAIGN_VALUE + 1)}`),
    ).toEqual({});
  });
});

describe('rememberCampaign and storedCampaign', () => {
  it('keeps the campaign of the landing address for the visit', () => {
    const storage = memoryStorage();
    rememberCampaign(storage, '?utm_source=news&utm_campaign=spring');
    expect(storedCampaign(storage)).toEqual({utm_source: 'news', utm_campaign: 'spring'});
  });

  it('keeps it while the visitor moves to pages without campaign parameters', () => {
    const storage = memoryStorage();
    rememberCampaign(storage, '?utm_source=news');
    rememberCampaign(storage, '?revenue=1');
    rememberCampaign(storage, '');
    expect(storedCampaign(storage)).toEqual({utm_source: 'news'});
  });

  it('replaces it when the visitor comes back through another campaign', () => {
    const storage = memoryStorage();
    rememberCampaign(storage, '?utm_source=news&utm_term=old');
    rememberCampaign(storage, '?utm_source=ads');
    expect(storedCampaign(storage)).toEqual({utm_source: 'ads'});
  });

  it('reads nothing from missing, unreadable or tampered storage', () => {
    expect(storedCampaign(null)).toEqual({});
    expect(storedCampaign(memoryStorage({[CAMPAIGN_KEY]: '{not json'}))).toEqual({});
    expect(storedCampaign(memoryStorage({[CAMPAIGN_KEY]: '"text"'}))).toEqual({});
    expect(
      storedCampaign(
        memoryStorage({[CAMPAIGN_KEY]: '{"utm_source":7,"utm_medium":"mail","x":"y"}'}),
      ),
    ).toEqual({utm_medium: 'mail'});
  });

  it('carries on when storage refuses to write', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberCampaign(refusing, '?utm_source=news')).not.toThrow();
    expect(() => rememberCampaign(null, '?utm_source=news')).not.toThrow();
  });
});
