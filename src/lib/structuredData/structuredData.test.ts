import {describe, expect, it} from 'vitest';
import {site} from '@site/src/config/site';
import {pageUrl, serializeJsonLd} from './jsonLd';
import {
  aggregateOffer,
  article,
  author,
  blog,
  blogPosting,
  breadcrumbList,
  collectionPage,
  definedTermSet,
  editionWork,
  faqPage,
  howTo,
  offer,
  organizationPage,
  service,
  termIndex,
  termPage,
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

describe('breadcrumbList', () => {
  it('numbers the trail from 1, each step with its absolute address', () => {
    expect(
      breadcrumbList(siteUrl, [
        {name: 'Home', path: '/'},
        {name: 'Growth Hub', path: '/blog'},
        {name: 'A post', path: '/blog/a'},
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      '@id': 'https://www.example.test/blog/a#breadcrumb',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.test/'},
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Growth Hub',
          item: 'https://www.example.test/blog',
        },
        {'@type': 'ListItem', position: 3, name: 'A post', item: 'https://www.example.test/blog/a'},
      ],
    });
  });
  it('refuses a trail of one page', () => {
    expect(() => breadcrumbList(siteUrl, [{name: 'Home', path: '/'}])).toThrow(/two pages/);
  });
});

describe('termPage and termIndex', () => {
  const set = {siteUrl, path: '/next/business-numbers', name: 'Business Numbers (2026 edition)'};
  it('places a term in its named set, which the index lists it in by the same ids', () => {
    const term = termPage({
      siteUrl,
      path: '/next/business-numbers/churn-rate',
      name: 'Churn Rate',
      description: 'Customers lost.',
      alternateNames: ['churn'],
      set,
    });
    const index = termIndex({
      ...set,
      terms: [
        {
          name: 'Churn Rate',
          description: 'Customers lost.',
          path: '/next/business-numbers/churn-rate',
        },
      ],
    });
    expect(term).toMatchObject({
      '@type': 'DefinedTerm',
      '@id': 'https://www.example.test/next/business-numbers/churn-rate#term',
      alternateName: ['churn'],
      inDefinedTermSet: {
        '@type': 'DefinedTermSet',
        '@id': 'https://www.example.test/next/business-numbers#terms',
        name: 'Business Numbers (2026 edition)',
      },
    });
    expect(index['@id']).toBe((term.inDefinedTermSet as {'@id': string})['@id']);
    expect(index.hasDefinedTerm).toEqual([
      expect.objectContaining({'@id': term['@id'], url: term.url, inDefinedTermSet: index['@id']}),
    ]);
  });
  it('leaves out other names when there are none', () => {
    expect(termPage({siteUrl, path: '/a', name: 'A', description: 'a', set})).not.toHaveProperty(
      'alternateName',
    );
  });
});

describe('blogPosting and blog', () => {
  const input = {
    siteUrl,
    path: '/blog/a',
    headline: 'A post',
    description: 'About it.',
    datePublished: '2025-05-13T00:00:00.000Z',
    authors: [
      {name: 'Strategy Team', kind: 'organization' as const, description: 'Strategists'},
      {name: 'Ada Byron', kind: 'person' as const},
    ],
    publisher: {siteUrl, name: 'Company Ltd', logo: 'https://www.example.test/img/logo.png'},
    image: {url: 'https://www.example.test/img/social/blog/a.png', width: 1200, height: 630},
    keywords: ['margin'],
    section: 'Chaos Moments',
    blog: {name: 'Growth Hub', path: '/blog'},
  };
  it('types each author as what it is, names the publisher with its logo, and has its picture', () => {
    expect(blogPosting({...input, dateModified: '2026-01-01T00:00:00.000Z'})).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'A post',
      datePublished: '2025-05-13T00:00:00.000Z',
      dateModified: '2026-01-01T00:00:00.000Z',
      author: [
        {'@type': 'Organization', name: 'Strategy Team', description: 'Strategists'},
        {'@type': 'Person', name: 'Ada Byron'},
      ],
      publisher: {
        '@type': 'Organization',
        ...organization,
        name: 'Company Ltd',
        logo: input.publisher.logo,
      },
      image: {
        '@type': 'ImageObject',
        url: input.image.url,
        width: {value: 1200},
        height: {value: 630},
      },
      keywords: 'margin',
      articleSection: 'Chaos Moments',
      isPartOf: {'@type': 'Blog', '@id': 'https://www.example.test/blog'},
    });
  });
  it('was last modified when published when no later change is known', () => {
    expect(blogPosting(input).dateModified).toBe(input.datePublished);
  });
  it('refuses a post without author or changed before it was published', () => {
    expect(() => blogPosting({...input, authors: []})).toThrow(/author/);
    expect(() => blogPosting({...input, dateModified: '2024-01-01T00:00:00.000Z'})).toThrow(
      /before/,
    );
  });
  it('a blog lists its posts', () => {
    const post = blogPosting(input);
    expect(
      blog({
        siteUrl,
        path: '/blog',
        name: 'Growth Hub',
        description: 'All.',
        publisher: input.publisher,
        posts: [post],
      }),
    ).toMatchObject({'@type': 'Blog', '@id': 'https://www.example.test/blog', blogPost: [post]});
  });
  it('an author without a page or description is just a name', () => {
    expect(author({name: 'A', kind: 'person'})).toEqual({'@type': 'Person', name: 'A'});
  });
});

describe('editionWork', () => {
  const input = {
    siteUrl,
    path: '/next/glossary',
    name: 'Glossary',
    edition: '2026',
    pinnedUrl: `${siteUrl}/2026/glossary`,
    creditText: 'Example Ltd. (2026, March 2). Glossary (2026 ed., draft). Example.',
  };

  it('is the page as its edition cites it: pinned url, version, reference, publisher', () => {
    expect(editionWork({...input, dateModified: '2026-03-02'})).toEqual({
      '@type': 'CreativeWork',
      '@id': `${siteUrl}/next/glossary#edition`,
      name: 'Glossary',
      url: `${siteUrl}/2026/glossary`,
      mainEntityOfPage: `${siteUrl}/next/glossary`,
      version: '2026',
      dateModified: '2026-03-02',
      inLanguage: 'en-GB',
      author: organization,
      publisher: organization,
      isPartOf: {'@id': `${siteUrl}/#website`},
      creditText: input.creditText,
    });
  });

  it('leaves the date out when none is known', () => {
    expect(editionWork(input)).not.toHaveProperty('dateModified');
  });
});
