import {describe, expect, it} from 'vitest';
import {serializeJsonLd, type JsonLd} from '@site/src/lib/structuredData/jsonLd';
import {
  blog,
  blogPosting,
  breadcrumbList,
  faqPage,
  termIndex,
  termPage,
  webApplication,
} from '@site/src/lib/structuredData/pages';
import {siteStructuredData} from '@site/src/lib/structuredData/site';
import {isA, propertiesOf, requiredFor, typesIn, validateJsonLd} from './validate';

const siteUrl = 'https://www.example.test';
const document = (node: JsonLd) => JSON.parse(serializeJsonLd(node)) as unknown;
const messages = (node: unknown) => validateJsonLd(node).map((p) => `${p.path}: ${p.message}`);

const posting = blogPosting({
  siteUrl,
  path: '/blog/a',
  headline: 'A',
  description: 'About A.',
  datePublished: '2025-05-13T00:00:00.000Z',
  dateModified: '2026-01-02T10:00:00.000Z',
  authors: [{name: 'Strategy Team', kind: 'organization', url: `${siteUrl}/blog/authors/s`}],
  publisher: {siteUrl, name: 'Company Ltd', logo: `${siteUrl}/img/logo.png`},
  image: {url: `${siteUrl}/img/social/blog/a.png`, width: 1200, height: 630},
  blog: {name: 'Hub', path: '/blog'},
});

describe('the vocabulary', () => {
  it('knows the class tree and inherited properties', () => {
    expect(isA('BlogPosting', 'Article')).toBe(true);
    expect(isA('BlogPosting', 'CreativeWork')).toBe(true);
    expect(isA('Organization', 'CreativeWork')).toBe(false);
    expect(propertiesOf('BlogPosting')).toContain('headline');
    expect(propertiesOf('BlogPosting')).toContain('name');
    expect(propertiesOf('DefinedTerm')).toContain('inDefinedTermSet');
  });
  it("takes a class's required properties from its own entry, else its nearest ancestors'", () => {
    expect(requiredFor('AggregateOffer')).not.toContain('price');
    expect(requiredFor('Offer')).toContain('price');
    expect(requiredFor('BlogPosting')).toContain('dateModified');
  });
});

describe('validateJsonLd', () => {
  it("accepts every builder's output", () => {
    const nodes: JsonLd[] = [
      ...siteStructuredData(siteUrl),
      posting,
      blog({
        siteUrl,
        path: '/blog',
        name: 'Hub',
        description: 'All.',
        publisher: {siteUrl, name: 'C', logo: `${siteUrl}/l.png`},
        posts: [posting],
      }),
      breadcrumbList(siteUrl, [
        {name: 'Home', path: '/'},
        {name: 'Business Numbers', path: '/business-numbers'},
        {name: 'Churn Rate', path: '/business-numbers/churn-rate'},
      ]),
      termPage({
        siteUrl,
        path: '/business-numbers/churn-rate',
        name: 'Churn Rate',
        description: 'Customers lost.',
        alternateNames: ['churn'],
        set: {siteUrl, path: '/business-numbers', name: 'Business Numbers'},
      }),
      termIndex({
        siteUrl,
        path: '/business-numbers',
        name: 'Business Numbers',
        terms: [
          {
            name: 'Churn Rate',
            description: 'Customers lost.',
            path: '/business-numbers/churn-rate',
          },
        ],
      }),
      faqPage([{question: 'Q?', answer: 'A.'}]),
      webApplication({siteUrl, path: '/tool', name: 'Tool', description: 'Does it.'}),
    ];
    for (const node of nodes) expect(messages(document(node)), String(node['@type'])).toEqual([]);
  });
  it('finds an unknown class and a property the class does not have', () => {
    expect(messages({'@context': 'https://schema.org', '@type': 'Gadget', name: 'x'})).toEqual([
      '$: Gadget is not a schema.org class in vocabulary.json',
    ]);
    expect(
      messages({
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        name: 'x',
        inDefinedTermSet: `${siteUrl}/s`,
        price: 3,
      }),
    ).toEqual(['$.price: price is not a property of DefinedTerm']);
  });
  it('finds values of the wrong kind', () => {
    const problems = messages({
      '@context': 'https://schema.org',
      ...(document(posting) as object),
      datePublished: 'last May',
      author: [{'@type': 'WebPage', name: 'Not an author'}],
      isPartOf: 'the blog',
    });
    expect(problems).toEqual([
      '$.datePublished: "last May" is not a valid Date or DateTime',
      '$.author[0]: WebPage where Organization or Person is expected',
      '$.isPartOf: "the blog" is not a valid CreativeWork or URL',
    ]);
  });
  it('finds missing required properties, in nested nodes too', () => {
    const {
      dateModified: _dateModified,
      image: _image,
      ...incomplete
    } = document(posting) as Record<string, unknown>;
    expect(messages(incomplete)).toEqual([
      '$: BlogPosting needs dateModified',
      '$: BlogPosting needs image',
    ]);
    expect(messages(document(faqPage([{question: 'Q?', answer: ''}])))).toEqual([
      '$.mainEntity[0].acceptedAnswer: Answer needs text',
    ]);
  });
  it('checks the numbering, names and addresses of a breadcrumb trail', () => {
    const trail = {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/`},
        {'@type': 'ListItem', position: 3, name: '', item: `${siteUrl}/a`},
        {'@type': 'ListItem', position: 3, name: 'B'},
      ],
    };
    expect(messages(trail)).toEqual([
      '$.itemListElement[1]: position should be 2',
      '$.itemListElement[1]: has no name',
    ]);
    expect(messages({...trail, itemListElement: [trail.itemListElement[0]]})).toEqual([
      '$: a breadcrumb trail needs at least two items',
    ]);
  });
  it('needs the schema.org context and absolute ids', () => {
    expect(messages({'@type': 'Thing', '@id': '/relative'})).toEqual([
      '$.@context: the context is not schema.org',
      '$.@id: "/relative" is not an absolute URL',
    ]);
  });
});

describe('typesIn', () => {
  it('lists the types of a node and of the nodes inside it', () => {
    expect(new Set(typesIn(document(posting)))).toEqual(
      new Set([
        'BlogPosting',
        'WebPage',
        'Organization',
        'ImageObject',
        'QuantitativeValue',
        'Blog',
      ]),
    );
  });
});
