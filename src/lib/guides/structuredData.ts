/**
 * Page structured data (schema.org JSON-LD) of the guides: an Article for a guide or
 * reference page, a HowTo for a guide built around a sequence of steps. Pure functions of
 * the page's metadata, so the shape is tested without rendering.
 */
import type {JsonLd} from '@site/src/config/structuredData';

export interface GuidePageMeta {
  /** The page's headline (its h1). */
  readonly title: string;
  readonly description: string;
  /** Absolute URL of the site, without a trailing slash. */
  readonly siteUrl: string;
  /** Site-relative path of the page ("/margin-leaks-guide"). */
  readonly path: string;
  readonly keywords?: readonly string[];
}

export interface HowToStepInput {
  readonly name: string;
  readonly text: string;
}

function pageUrl({siteUrl, path}: GuidePageMeta): string {
  return `${siteUrl}${path === '/' ? '/' : path}`;
}

/** The organisation that writes and publishes the guides (defined site-wide). */
function organisationRef(siteUrl: string) {
  return {'@id': `${siteUrl}/#organization`};
}

/**
 * An Article for a guide. `speakable` names CSS selectors of the passages suited to being
 * read aloud by a voice assistant (used by the voice search guide).
 */
export function articleJsonLd(
  meta: GuidePageMeta,
  options: {readonly speakableSelectors?: readonly string[]} = {},
): JsonLd {
  const url = pageUrl(meta);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: meta.title,
    description: meta.description,
    url,
    mainEntityOfPage: url,
    inLanguage: 'en-GB',
    author: organisationRef(meta.siteUrl),
    publisher: organisationRef(meta.siteUrl),
    isPartOf: {'@id': `${meta.siteUrl}/#website`},
    ...(meta.keywords && meta.keywords.length > 0 ? {keywords: meta.keywords.join(', ')} : {}),
    ...(options.speakableSelectors && options.speakableSelectors.length > 0
      ? {
          speakable: {
            '@type': 'SpeakableSpecification',
            cssSelector: [...options.speakableSelectors],
          },
        }
      : {}),
  };
}

/**
 * A HowTo for a guide that walks through numbered steps; each step links to the page.
 *
 * @throws Error when there are no steps: a HowTo without steps is invalid structured data.
 */
export function howToJsonLd(meta: GuidePageMeta, steps: readonly HowToStepInput[]): JsonLd {
  if (steps.length === 0) throw new Error(`HowTo "${meta.title}" needs at least one step`);
  const url = pageUrl(meta);
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    '@id': `${url}#howto`,
    name: meta.title,
    description: meta.description,
    url,
    inLanguage: 'en-GB',
    publisher: organisationRef(meta.siteUrl),
    step: steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
      url: `${url}#step-${index + 1}`,
    })),
  };
}
