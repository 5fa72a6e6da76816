import {describe, expect, it} from 'vitest';
import {toolStructuredData} from './structuredData';

describe('toolStructuredData', () => {
  it('describes a free web application at the tool page', () => {
    const data = toolStructuredData(
      {
        name: 'Cost Structure Template',
        description: 'List costs.',
        path: '/cost-structure-template',
      },
      'https://www.example.com',
    );
    expect(data).toMatchObject({
      '@type': 'WebApplication',
      name: 'Cost Structure Template',
      url: 'https://www.example.com/cost-structure-template',
      isAccessibleForFree: true,
      offers: {'@type': 'Offer', price: '0', priceCurrency: 'USD'},
      publisher: {'@id': 'https://www.example.com/#organization'},
    });
  });
});
