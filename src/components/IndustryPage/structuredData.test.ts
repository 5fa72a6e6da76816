import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {INDUSTRIES} from '@site/src/data/industries';
import {industryServiceJsonLd} from './structuredData';

describe('industryServiceJsonLd', () => {
  it('describes the page as a Service of the site Organization for the industry audience', () => {
    const data = industryServiceJsonLd(INDUSTRIES.distribution, 'https://example.com');
    expect(data).toMatchObject({
      '@type': 'Service',
      '@id': 'https://example.com/distribution-commercial-intelligence#service',
      name: `${site.productName} for distributors`,
      url: 'https://example.com/distribution-commercial-intelligence',
      provider: {'@id': 'https://example.com/#organization'},
      audience: {'@type': 'BusinessAudience', audienceType: 'Distributors'},
    });
  });
});
