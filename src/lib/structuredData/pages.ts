/**
 * Builders of the nodes pages add to the site-wide ones: what the page is (an Article, a
 * HowTo, an FAQ, a glossary, a list, a web application, a service with its offers, an
 * About or Contact page). Each page node has its own `@id` (the page URL and a fragment)
 * and points at the site's Organization and WebSite by `@id`.
 */
import type {
  AboutPage,
  AggregateOffer,
  Article,
  Blog,
  BlogPosting,
  CollectionPage,
  CreativeWork,
  ContactPage,
  Dataset,
  DefinedTerm,
  DefinedTermSet,
  FAQPage,
  HowTo,
  ImageObject,
  Offer,
  Organization,
  Person,
  Service,
  WebApplication,
} from 'schema-dts';
import {organizationRef, pageUrl, webSiteRef, type PageAddress} from './jsonLd';

export {breadcrumbList, type Crumb} from './breadcrumbs';

/** The language every page is written in. */
const LANGUAGE = 'en-GB';
/** Prices are in US dollars. */
const CURRENCY = 'USD';

export interface ArticleInput extends PageAddress {
  /** The page's headline (its h1, or its title). */
  readonly headline: string;
  readonly description: string;
  readonly keywords?: readonly string[];
  /** CSS selectors of the passages suited to being read aloud by a voice assistant. */
  readonly speakableSelectors?: readonly string[];
}

/** An Article written and published by the site's organisation, part of the site. */
export function article(input: ArticleInput): Exclude<Article, string> {
  const url = pageUrl(input);
  const {keywords = [], speakableSelectors = []} = input;
  return {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: url,
    inLanguage: LANGUAGE,
    author: organizationRef(input.siteUrl),
    publisher: organizationRef(input.siteUrl),
    isPartOf: webSiteRef(input.siteUrl),
    ...(keywords.length > 0 ? {keywords: keywords.join(', ')} : {}),
    ...(speakableSelectors.length > 0
      ? {speakable: {'@type': 'SpeakableSpecification', cssSelector: [...speakableSelectors]}}
      : {}),
  };
}

export interface HowToStepInput {
  readonly name: string;
  readonly text: string;
}

export interface HowToInput extends PageAddress {
  readonly name: string;
  readonly description: string;
  readonly steps: readonly HowToStepInput[];
  /**
   * The page gives step n the id `${stepAnchorPrefix}-${n}` (n from 1); each step then
   * links to its place on the page.
   */
  readonly stepAnchorPrefix?: string;
}

/**
 * A HowTo of numbered steps, published by the site's organisation.
 *
 * @throws Error when there are no steps: a HowTo without steps is invalid structured data.
 */
export function howTo(input: HowToInput): Exclude<HowTo, string> {
  if (input.steps.length === 0) throw new Error(`HowTo "${input.name}" needs at least one step`);
  const url = pageUrl(input);
  const {stepAnchorPrefix} = input;
  return {
    '@type': 'HowTo',
    '@id': `${url}#howto`,
    name: input.name,
    description: input.description,
    url,
    inLanguage: LANGUAGE,
    publisher: organizationRef(input.siteUrl),
    step: input.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.name,
      text: step.text,
      ...(stepAnchorPrefix ? {url: `${url}#${stepAnchorPrefix}-${index + 1}`} : {}),
    })),
  };
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The questions and answers shown on a page. */
export function faqPage(items: readonly FaqEntry[]): Exclude<FAQPage, string> {
  return {
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: {'@type': 'Answer', text: item.answer},
    })),
  };
}

export interface DefinedTermInput {
  /** The id of the term's element on the page. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

/** One term of a set, at its anchor on the set's page. */
export function definedTerm(setUrl: string, term: DefinedTermInput): Exclude<DefinedTerm, string> {
  return {
    '@type': 'DefinedTerm',
    '@id': `${setUrl}#${term.id}`,
    url: `${setUrl}#${term.id}`,
    name: term.name,
    description: term.description,
    inDefinedTermSet: `${setUrl}#terms`,
  };
}

export interface DefinedTermSetInput extends PageAddress {
  readonly name: string;
  readonly terms: readonly DefinedTermInput[];
}

/** A glossary: the set of terms a page defines. */
export function definedTermSet(input: DefinedTermSetInput): Exclude<DefinedTermSet, string> {
  const url = pageUrl(input);
  return {
    '@type': 'DefinedTermSet',
    '@id': `${url}#terms`,
    name: input.name,
    url,
    hasDefinedTerm: input.terms.map((term) => definedTerm(url, term)),
  };
}

export interface ListEntry {
  readonly name: string;
  /** Site-relative route of the entry's page. */
  readonly path: string;
}

/** A page listing other pages, in the order shown. */
export function collectionPage(
  input: PageAddress & {readonly name: string; readonly items: readonly ListEntry[]},
): Exclude<CollectionPage, string> {
  return {
    '@type': 'CollectionPage',
    name: input.name,
    url: pageUrl(input),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.items.length,
      itemListElement: input.items.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        url: pageUrl({siteUrl: input.siteUrl, path: item.path}),
      })),
    },
  };
}

export interface WebApplicationInput extends PageAddress {
  readonly name: string;
  readonly description: string;
}

/** A free tool that runs in the browser, published by the site's organisation. */
export function webApplication(input: WebApplicationInput): Exclude<WebApplication, string> {
  return {
    '@type': 'WebApplication',
    name: input.name,
    description: input.description,
    url: pageUrl(input),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (runs in the web browser)',
    isAccessibleForFree: true,
    offers: {'@type': 'Offer', price: 0, priceCurrency: CURRENCY},
    publisher: organizationRef(input.siteUrl),
  };
}

export interface OfferInput {
  readonly name: string;
  readonly description: string;
  /** Price in US dollars for each `unit`. */
  readonly price: number;
  /** What the price is for ("month"). */
  readonly unit: string;
  /** Absolute URL of the offer. */
  readonly url: string;
}

/** An offer at a price per unit of time or quantity. */
export function offer(input: OfferInput): Exclude<Offer, string> {
  return {
    '@type': 'Offer',
    name: input.name,
    description: input.description,
    price: input.price,
    priceCurrency: CURRENCY,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: input.price,
      priceCurrency: CURRENCY,
      unitText: input.unit,
    },
    url: input.url,
  };
}

/** The range of several offers, from the lowest price to the highest. */
export function aggregateOffer(input: {
  readonly lowPrice: number;
  readonly highPrice: number;
  readonly offerCount: number;
  /** Absolute URL where the offers are listed. */
  readonly url: string;
}): Exclude<AggregateOffer, string> {
  return {'@type': 'AggregateOffer', priceCurrency: CURRENCY, ...input};
}

export interface ServiceInput extends PageAddress {
  readonly name: string;
  readonly serviceType: string;
  readonly description?: string;
  /** The kind of business the service is for. */
  readonly audience?: string;
  readonly offers?: Exclude<Offer, string> | readonly Exclude<Offer, string>[];
}

/** The service the site sells, provided by its organisation. */
export function service(input: ServiceInput): Exclude<Service, string> {
  const url = pageUrl(input);
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: input.name,
    serviceType: input.serviceType,
    ...(input.description ? {description: input.description} : {}),
    url,
    provider: organizationRef(input.siteUrl),
    ...(input.audience
      ? {audience: {'@type': 'BusinessAudience', audienceType: input.audience}}
      : {}),
    ...(input.offers ? {offers: input.offers} : {}),
  };
}

/** A page about the organisation itself: its About or its Contact page. */
export function organizationPage(
  type: 'AboutPage' | 'ContactPage',
  input: PageAddress & {readonly name: string},
): Exclude<AboutPage | ContactPage, string> {
  return {
    '@type': type,
    name: input.name,
    url: pageUrl(input),
    about: organizationRef(input.siteUrl),
  };
}

export interface ImageInput {
  /** Absolute URL of the image. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** What the image shows, in words. */
  readonly caption?: string;
}

/** A picture with its size in pixels. */
export function imageObject(input: ImageInput): Exclude<ImageObject, string> {
  return {
    '@type': 'ImageObject',
    url: input.url,
    contentUrl: input.url,
    width: {'@type': 'QuantitativeValue', value: input.width, unitCode: 'E37'},
    height: {'@type': 'QuantitativeValue', value: input.height, unitCode: 'E37'},
    ...(input.caption ? {caption: input.caption} : {}),
  };
}

export interface TermSetRef extends PageAddress {
  /** The set's name ("Business Numbers, 2025 edition"). */
  readonly name: string;
}

export interface TermPageInput extends PageAddress {
  readonly name: string;
  readonly description: string;
  /** Other names the term goes by (abbreviations, spellings). */
  readonly alternateNames?: readonly string[];
  /** The set of terms the term belongs to, and where that set is listed. */
  readonly set: TermSetRef;
}

/** The `@id` of the set of terms listed on a page. */
export function termSetId(set: PageAddress): string {
  return `${pageUrl(set)}#terms`;
}

/**
 * A term defined on a page of its own, within the set of terms listed on another page (a
 * reference's index): the set is named in full, so the term reads on its own.
 */
export function termPage(input: TermPageInput): Exclude<DefinedTerm, string> {
  const url = pageUrl(input);
  const {alternateNames = []} = input;
  return {
    '@type': 'DefinedTerm',
    '@id': `${url}#term`,
    name: input.name,
    description: input.description,
    url,
    ...(alternateNames.length > 0 ? {alternateName: [...alternateNames]} : {}),
    inDefinedTermSet: {
      '@type': 'DefinedTermSet',
      '@id': termSetId(input.set),
      name: input.set.name,
      url: pageUrl(input.set),
    },
  };
}

export interface TermIndexEntry {
  readonly name: string;
  readonly description: string;
  /** Site-relative route of the term's page. */
  readonly path: string;
}

/** The set of terms a reference's index lists, each term at its own page. */
export function termIndex(
  input: TermSetRef & {readonly terms: readonly TermIndexEntry[]},
): Exclude<DefinedTermSet, string> {
  const url = pageUrl(input);
  const setId = termSetId(input);
  return {
    '@type': 'DefinedTermSet',
    '@id': setId,
    name: input.name,
    url,
    hasDefinedTerm: input.terms.map((term) => {
      const termUrl = pageUrl({siteUrl: input.siteUrl, path: term.path});
      return {
        '@type': 'DefinedTerm',
        '@id': `${termUrl}#term`,
        name: term.name,
        description: term.description,
        url: termUrl,
        inDefinedTermSet: setId,
      };
    }),
  };
}

/** What an author is: a person, or a team or company writing as one. */
export type AuthorKind = 'person' | 'organization';

export interface AuthorInput {
  readonly name: string;
  readonly kind: AuthorKind;
  readonly description?: string;
  /** Absolute URL of the author's page. */
  readonly url?: string;
}

/** An author as a Person or an Organization, as it is. */
export function author(input: AuthorInput): Exclude<Person | Organization, string> {
  return {
    '@type': input.kind === 'organization' ? 'Organization' : 'Person',
    name: input.name,
    ...(input.description ? {description: input.description} : {}),
    ...(input.url ? {url: input.url} : {}),
  };
}

export interface PublisherInput {
  readonly siteUrl: string;
  readonly name: string;
  /** Absolute URL of the logo. */
  readonly logo: string;
}

/**
 * The site's organisation as publisher, named in full (name, address, logo) where search
 * engines want it whole rather than by reference.
 */
function publisherNode(input: PublisherInput): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    ...organizationRef(input.siteUrl),
    name: input.name,
    url: input.siteUrl,
    logo: input.logo,
  };
}

export interface BlogPostingInput extends PageAddress {
  readonly headline: string;
  readonly description: string;
  /** ISO 8601 date-time of first publication. */
  readonly datePublished: string;
  /** ISO 8601 date-time of the last change; the publication date when there was none since. */
  readonly dateModified?: string;
  readonly authors: readonly AuthorInput[];
  readonly publisher: PublisherInput;
  readonly image: ImageInput;
  readonly keywords?: readonly string[];
  /** The section (category) the post is filed under. */
  readonly section?: string;
  /** The blog the post is part of. */
  readonly blog: {readonly name: string; readonly path: string};
}

/**
 * A blog article with everything search engines show for one: headline, picture, authors,
 * publisher with its logo, and the dates it was published and last changed.
 *
 * @throws Error when it has no author, or was changed before it was published.
 */
export function blogPosting(input: BlogPostingInput): Exclude<BlogPosting, string> {
  if (input.authors.length === 0) throw new Error(`"${input.headline}" needs an author`);
  const dateModified = input.dateModified ?? input.datePublished;
  if (Date.parse(dateModified) < Date.parse(input.datePublished)) {
    throw new Error(`"${input.headline}" was modified (${dateModified}) before it was published`);
  }
  const url = pageUrl(input);
  const {keywords = []} = input;
  return {
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: input.headline,
    name: input.headline,
    description: input.description,
    url,
    mainEntityOfPage: {'@type': 'WebPage', '@id': url},
    inLanguage: LANGUAGE,
    datePublished: input.datePublished,
    dateModified,
    author: input.authors.map(author),
    publisher: publisherNode(input.publisher),
    image: imageObject(input.image),
    ...(keywords.length > 0 ? {keywords: keywords.join(', ')} : {}),
    ...(input.section ? {articleSection: input.section} : {}),
    isPartOf: {
      '@type': 'Blog',
      '@id': pageUrl({siteUrl: input.siteUrl, path: input.blog.path}),
      name: input.blog.name,
    },
  };
}

export interface BlogInput extends PageAddress {
  readonly name: string;
  readonly description: string;
  readonly publisher: PublisherInput;
  /** The blog's posts, newest first, as {@link blogPosting} describes each. */
  readonly posts: readonly Exclude<BlogPosting, string>[];
}

/** A blog and its posts, published by the site's organisation. */
export function blog(input: BlogInput): Exclude<Blog, string> {
  const url = pageUrl(input);
  return {
    '@type': 'Blog',
    '@id': url,
    name: input.name,
    description: input.description,
    url,
    inLanguage: LANGUAGE,
    publisher: publisherNode(input.publisher),
    blogPost: [...input.posts],
  };
}

export interface EditionWorkInput extends PageAddress {
  /** The page's title. */
  readonly name: string;
  /** The edition's name ("2025"). */
  readonly edition: string;
  /** The address that keeps naming this edition's page, absolute. */
  readonly pinnedUrl: string;
  /** When the page was last reviewed ("2025-08-27"), if known. */
  readonly dateModified?: string;
  /** The reference to cite the page by (as its "Cite this page" block gives it). */
  readonly creditText: string;
}

/**
 * A docs page as one edition's work, as it is cited: its edition, its review date, the
 * address pinned to the edition and the reference to cite it by, published by the site's
 * organisation.
 */
export function editionWork(input: EditionWorkInput): Exclude<CreativeWork, string> {
  const url = pageUrl(input);
  return {
    '@type': 'CreativeWork',
    '@id': `${url}#edition`,
    name: input.name,
    url: input.pinnedUrl,
    mainEntityOfPage: url,
    version: input.edition,
    ...(input.dateModified ? {dateModified: input.dateModified} : {}),
    inLanguage: LANGUAGE,
    author: organizationRef(input.siteUrl),
    publisher: organizationRef(input.siteUrl),
    isPartOf: webSiteRef(input.siteUrl),
    creditText: input.creditText,
  };
}

export interface DatasetInput extends PageAddress {
  /** A name for the dataset, distinct from the page's. */
  readonly name: string;
  readonly description: string;
  readonly keywords?: readonly string[];
  /** The edition the data belongs to ("2025"). */
  readonly version: string;
  /** The page that explains how the data was compiled. */
  readonly methodologyPath?: string;
  /** Each file the data can be downloaded as. */
  readonly files: readonly {
    readonly name: string;
    /** Site-relative path of the file. */
    readonly path: string;
    readonly encodingFormat: string;
  }[];
}

/**
 * Data a page offers for download, published by the site's organisation: one distribution
 * per file (CSV, JSON), each at its own address.
 */
export function dataset(input: DatasetInput): Exclude<Dataset, string> {
  const url = pageUrl(input);
  return {
    '@type': 'Dataset',
    '@id': `${url}#dataset`,
    name: input.name,
    description: input.description,
    url,
    version: input.version,
    inLanguage: LANGUAGE,
    isAccessibleForFree: true,
    creator: organizationRef(input.siteUrl),
    publisher: organizationRef(input.siteUrl),
    ...(input.keywords ? {keywords: [...input.keywords]} : {}),
    ...(input.methodologyPath
      ? {measurementTechnique: pageUrl({siteUrl: input.siteUrl, path: input.methodologyPath})}
      : {}),
    distribution: input.files.map((file) => ({
      '@type': 'DataDownload',
      name: file.name,
      contentUrl: pageUrl({siteUrl: input.siteUrl, path: file.path}),
      encodingFormat: file.encodingFormat,
    })),
  };
}
