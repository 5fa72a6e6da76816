import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {pageUrl, serializeJsonLd} from './jsonLd';
import {
  aggregateOffer,
  article,
  collectionPage,
  definedTermSet,
  faqPage,
  howTo,
  offer,
  organizationPage,
  service,
  webApplication,
} from './pages';
import {siteStructuredData} from './site';

const siteUrl = 'https://www.example.test';
const organization = {'@id': 'https://www.example.test/#organization'};

describe('serializeJsonLd', () => {
  it('adds the schema.org context', () => {
    expect(JSON.parse(serializeJsonLd({'@type': 'FAQPage'}))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
    });
  });
  it('escapes "<" so a value cannot close the script element', () => {
    const text = serializeJsonLd({'@type': 'Thing', name: '</script><script>alert(1)</script>'});
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('pageUrl', () => {
  it('joins the site URL and the route, the home page keeping its slash', () => {
    expect(pageUrl({siteUrl, path: '/pricing'})).toBe('https://www.example.test/pricing');
    expect(pageUrl({siteUrl, path: '/'})).toBe('https://www.example.test/');
  });
  it('refuses a route that is not site-relative', () => {
    expect(() => pageUrl({siteUrl, path: 'pricing'})).toThrow(/site-relative/);
  });
});

describe('siteStructuredData', () => {
  it('describes the organisation and the website with the site URL', () => {
    const [org, website] = siteStructuredData('https://margins.example.com');
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': 'https://margins.example.com/#organization',
      url: 'https://margins.example.com',
      name: site.companyName,
      brand: {'@type': 'Brand', name: site.productName},
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      publisher: {'@id': 'https://margins.example.com/#organization'},
      potentialAction: {
        target: {urlTemplate: 'https://margins.example.com/search?q={search_term_string}'},
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('article', () => {
  const input = {
    siteUrl,
    path: '/margin-leaks-guide',
    headline: 'Margin Leaks Guide',
    description: 'Where B2B margin leaks and how to stop it.',
    keywords: ['margin leaks', 'pricing'],
  };
  it('describes the page as an Article by the site organisation, part of the site', () => {
    const data = article(input);
    expect(data).toMatchObject({
      '@type': 'Article',
      '@id': 'https://www.example.test/margin-leaks-guide#article',
      headline: 'Margin Leaks Guide',
      url: 'https://www.example.test/margin-leaks-guide',
      mainEntityOfPage: 'https://www.example.test/margin-leaks-guide',
      author: organization,
      publisher: organization,
      isPartOf: {'@id': 'https://www.example.test/#website'},
      keywords: 'margin leaks, pricing',
    });
    expect(data).not.toHaveProperty('speakable');
  });
  it('adds speakable selectors only when given, and keywords only when there are some', () => {
    expect(article({...input, speakableSelectors: ['.answer']})).toMatchObject({
      speakable: {'@type': 'SpeakableSpecification', cssSelector: ['.answer']},
    });
    expect(article({...input, keywords: []})).not.toHaveProperty('keywords');
  });
});

describe('howTo', () => {
  const input = {
    siteUrl,
    path: '/guide',
    name: 'Automate reporting',
    description: 'Two steps',
    steps: [
      {name: 'Map', text: 'List reports'},
      {name: 'Extract', text: 'Schedule exports'},
    ],
  };
  it('numbers the steps from 1 and links each to its anchor when the page has them', () => {
    expect(howTo({...input, stepAnchorPrefix: 'step'})).toMatchObject({
      '@type': 'HowTo',
      '@id': 'https://www.example.test/guide#howto',
      publisher: organization,
      step: [
        {
          '@type': 'HowToStep',
          position: 1,
          name: 'Map',
          text: 'List reports',
          url: 'https://www.example.test/guide#step-1',
        },
        {position: 2, name: 'Extract', url: 'https://www.example.test/guide#step-2'},
      ],
    });
  });
  it('gives steps no address when the page has no step anchors', () => {
    const data = howTo(input);
    expect(JSON.stringify(data.step)).not.toContain('#step');
  });
  it('refuses a HowTo without steps', () => {
    expect(() => howTo({...input, steps: []})).toThrow(/at least one step/);
  });
});

describe('faqPage', () => {
  it('lists each question with its accepted answer', () => {
    expect(faqPage([{question: 'Is it free?', answer: 'Yes.'}])).toEqual({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is it free?',
          acceptedAnswer: {'@type': 'Answer', text: 'Yes.'},
        },
      ],
    });
  });
});

describe('definedTermSet', () => {
  it('gives each term its anchor on the page and links it to the set', () => {
    const data = definedTermSet({
      siteUrl,
      path: '/next/glossary',
      name: 'Glossary',
      terms: [{id: 'margin', name: 'Margin', description: 'What a sale leaves.'}],
    });
    expect(data).toEqual({
      '@type': 'DefinedTermSet',
      '@id': 'https://www.example.test/next/glossary#terms',
      name: 'Glossary',
      url: 'https://www.example.test/next/glossary',
      hasDefinedTerm: [
        {
          '@type': 'DefinedTerm',
          '@id': 'https://www.example.test/next/glossary#margin',
          url: 'https://www.example.test/next/glossary#margin',
          name: 'Margin',
          description: 'What a sale leaves.',
          inDefinedTermSet: 'https://www.example.test/next/glossary#terms',
        },
      ],
    });
  });
});

describe('collectionPage', () => {
  it('lists the entries in order with absolute addresses', () => {
    expect(
      collectionPage({
        siteUrl,
        path: '/blog',
        name: 'Growth Hub',
        items: [
          {name: 'A', path: '/blog/a'},
          {name: 'B', path: '/b'},
        ],
      }),
    ).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://www.example.test/blog',
      mainEntity: {
        numberOfItems: 2,
        itemListElement: [
          {position: 1, name: 'A', url: 'https://www.example.test/blog/a'},
          {position: 2, name: 'B', url: 'https://www.example.test/b'},
        ],
      },
    });
  });
});

describe('webApplication', () => {
  it('describes a free web application at the tool page', () => {
    expect(
      webApplication({
        siteUrl,
        path: '/cost-structure-template',
        name: 'Cost Structure Template',
        description: 'List costs.',
      }),
    ).toMatchObject({
      '@type': 'WebApplication',
      name: 'Cost Structure Template',
      url: 'https://www.example.test/cost-structure-template',
      isAccessibleForFree: true,
      offers: {'@type': 'Offer', price: 0, priceCurrency: 'USD'},
      publisher: organization,
    });
  });
});

describe('service', () => {
  it('is provided by the site organisation, for an audience, with its offers', () => {
    const monthly = offer({
      name: 'Growth plan',
      description: 'For $10M-$25M.',
      price: 1500,
      unit: 'month',
      url: 'https://www.example.test/pricing?range=10-25m',
    });
    expect(
      service({
        siteUrl,
        path: '/distribution-commercial-intelligence',
        name: 'MarginScope for distributors',
        serviceType: 'Commercial intelligence',
        audience: 'Distributors',
        offers: [monthly],
      }),
    ).toMatchObject({
      '@type': 'Service',
      '@id': 'https://www.example.test/distribution-commercial-intelligence#service',
      provider: organization,
      audience: {'@type': 'BusinessAudience', audienceType: 'Distributors'},
      offers: [
        {
          '@type': 'Offer',
          price: 1500,
          priceCurrency: 'USD',
          priceSpecification: {'@type': 'UnitPriceSpecification', price: 1500, unitText: 'month'},
        },
      ],
    });
  });
  it('leaves out what is not given', () => {
    const data = service({siteUrl, path: '/', name: 'MarginScope', serviceType: 'CI'});
    for (const key of ['description', 'audience', 'offers']) expect(data).not.toHaveProperty(key);
    expect(
      aggregateOffer({lowPrice: 500, highPrice: 3000, offerCount: 3, url: 'https://x.test/p'}),
    ).toMatchObject({'@type': 'AggregateOffer', priceCurrency: 'USD'});
  });
});

describe('organizationPage', () => {
  it('is about the site organisation', () => {
    expect(organizationPage('AboutPage', {siteUrl, path: '/about', name: 'About'})).toEqual({
      '@type': 'AboutPage',
      name: 'About',
      url: 'https://www.example.test/about',
      about: organization,
    });
  });
});
