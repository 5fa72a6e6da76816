/**
 * The JSON Schemas (draft 2020-12) of an edition's open data files, served beside them. They
 * describe the shape `datasets.ts` writes; a unit test validates every file against them.
 */
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

const text = {type: 'string', minLength: 1} as const;
const texts = {type: 'array', items: text} as const;
const url = {type: 'string', format: 'uri'} as const;
const date = {type: 'string', format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$'} as const;

/** Fields every document starts with. */
function header(schemaUrl: string) {
  return {
    $schema: {const: schemaUrl, description: 'This schema, by address.'},
    version: {
      type: 'string',
      pattern: '^\\d+\\.\\d+$',
      description:
        'Version of the file shape: the first number changes when a field is removed or its meaning changes, the second when a field is added.',
    },
    edition: {...text, description: 'The edition of the reference the data belongs to.'},
    title: text,
    publisher: text,
    url: {...url, description: 'The page the data is published on.'},
  } as const;
}

const basis = {
  description: 'What the ranges rest on.',
  oneOf: [
    {
      type: 'object',
      description: 'A named, published study.',
      properties: {
        kind: {const: 'published-study'},
        title: text,
        publisher: text,
        year: {type: 'integer'},
        url,
      },
      required: ['kind', 'title', 'publisher', 'year'],
      additionalProperties: false,
    },
    {
      type: 'object',
      description: "The product's own anonymised customer data.",
      properties: {
        kind: {const: 'customer-data'},
        sampleSize: {type: 'integer', minimum: 1, description: 'Number of customers.'},
        period: {
          type: 'object',
          properties: {from: date, to: date},
          required: ['from', 'to'],
          additionalProperties: false,
        },
      },
      required: ['kind', 'sampleSize', 'period'],
      additionalProperties: false,
    },
    {
      type: 'object',
      description:
        'The convention practitioners use, reviewed by the editorial team; no study or data set is cited.',
      properties: {kind: {const: 'practitioner-convention'}},
      required: ['kind'],
      additionalProperties: false,
    },
  ],
} as const;

/** The schema of `business-numbers.json`, served at `schemaUrl`. */
export function termsSchema(schemaUrl: string) {
  return {
    $schema: DIALECT,
    $id: schemaUrl,
    title: 'Business Numbers terms',
    description:
      'The terms of one edition of the Business Numbers reference: each with its definition, formulas, benchmark tables (what each rests on and when it was last reviewed) and the address of its page.',
    type: 'object',
    properties: {
      ...header(schemaUrl),
      methodology: {...url, description: 'How the benchmark ranges are chosen and reviewed.'},
      terms: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            slug: {type: 'string', pattern: '^[a-z0-9-]+$'},
            name: text,
            group: text,
            definition: {...text, description: 'The term in one sentence.'},
            aliases: {...texts, description: 'Other names and abbreviations.'},
            formulas: {...texts, description: 'Each formula as one line of text.'},
            benchmarks: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  caption: text,
                  columns: {type: 'array', items: text, minItems: 2, maxItems: 2},
                  rows: {
                    type: 'array',
                    items: {type: 'array', items: text, minItems: 2, maxItems: 2},
                  },
                  note: text,
                  basis,
                  basisStatement: {
                    ...text,
                    description: 'The basis and review date in one sentence.',
                  },
                  reviewed: {...date, description: 'When the editorial team last reviewed it.'},
                },
                required: ['caption', 'columns', 'rows', 'basis', 'basisStatement', 'reviewed'],
                additionalProperties: false,
              },
            },
            url,
          },
          required: [
            'slug',
            'name',
            'group',
            'definition',
            'aliases',
            'formulas',
            'benchmarks',
            'url',
          ],
          additionalProperties: false,
        },
      },
    },
    required: [
      '$schema',
      'version',
      'edition',
      'title',
      'publisher',
      'url',
      'methodology',
      'terms',
    ],
    additionalProperties: false,
  } as const;
}

/** The schema of `glossary.json`, served at `schemaUrl`. */
export function glossarySchema(schemaUrl: string) {
  return {
    $schema: DIALECT,
    $id: schemaUrl,
    title: 'Commercial intelligence glossary',
    description: 'The glossary of one edition: each term with its definition and category.',
    type: 'object',
    properties: {
      ...header(schemaUrl),
      categories: texts,
      terms: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: {type: 'string', pattern: '^[a-z0-9-]+$'},
            term: text,
            definition: text,
            category: text,
            aliases: texts,
            relatedTerms: {...texts, description: 'Names of other terms of the glossary.'},
            url: {...url, description: 'The term on the glossary page.'},
            businessNumbersUrl: {...url, description: 'The Business Numbers page on the term.'},
          },
          required: ['id', 'term', 'definition', 'category', 'aliases', 'relatedTerms', 'url'],
          additionalProperties: false,
        },
      },
    },
    required: ['$schema', 'version', 'edition', 'title', 'publisher', 'url', 'categories', 'terms'],
    additionalProperties: false,
  } as const;
}

/** The kinds of basis the schema accepts, for a test to hold to the types. */
export const SCHEMA_BASIS_KINDS: readonly string[] = basis.oneOf.map(
  (option) => option.properties.kind.const,
);
