/**
 * Page structured data of the kit guides: HowTo for the reporting automation guide, Article
 * for the performance tracking guide. Both point at the site's Organization node.
 */
import type {JsonLd} from '@site/src/config/structuredData';

export interface HowToStepInput {
  readonly title: string;
  readonly description: string;
}

/** A schema.org HowTo whose steps are numbered in order. */
export function howToLd(input: {
  readonly name: string;
  readonly description: string;
  readonly pageUrl: string;
  readonly steps: readonly HowToStepInput[];
}): JsonLd {
  return {
    '@type': 'HowTo',
    name: input.name,
    description: input.description,
    url: input.pageUrl,
    step: input.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.description,
      url: `${input.pageUrl}#step-${index + 1}`,
    })),
  };
}

/** A schema.org Article published by the site's organisation. */
export function articleLd(input: {
  readonly headline: string;
  readonly description: string;
  readonly pageUrl: string;
  readonly siteUrl: string;
}): JsonLd {
  const organization = {'@id': `${input.siteUrl}/#organization`};
  return {
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    url: input.pageUrl,
    mainEntityOfPage: input.pageUrl,
    inLanguage: 'en-GB',
    author: organization,
    publisher: organization,
  };
}
