/**
 * The site-wide nodes, in the head of every page: the Organization behind the site and the
 * WebSite with its search. Page nodes link to them with `organizationRef` and `webSiteRef`.
 */
import type {Organization, SearchAction, WebSite} from 'schema-dts';
import {site} from '../../config/site';
import {organizationRef, webSiteRef, type JsonLd} from './jsonLd';

/** The company, its product as brand, and how to reach sales. */
export function organization(siteUrl: string): Exclude<Organization, string> {
  return {
    '@type': 'Organization',
    ...organizationRef(siteUrl),
    name: site.companyName,
    brand: {'@type': 'Brand', name: site.productName},
    url: siteUrl,
    logo: `${siteUrl}/img/logo.png`,
    description: site.blurb,
    email: site.salesEmail,
    sameAs: [site.companyPageUrl],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.salesEmail,
      availableLanguage: 'en',
    },
  };
}

/** The site search as a SearchAction; `query-input` is read by search engines, not schema.org. */
type SiteSearchAction = SearchAction & {readonly 'query-input': string};

/** The website, published by the organisation, with its search page. */
export function webSite(siteUrl: string): WebSite {
  const search: SiteSearchAction = {
    '@type': 'SearchAction',
    target: {'@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}`},
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    ...webSiteRef(siteUrl),
    name: site.productName,
    url: siteUrl,
    inLanguage: 'en-GB',
    publisher: organizationRef(siteUrl),
    potentialAction: search,
  };
}

/** Both site-wide nodes, for the head tags of `docusaurus.config.ts`. */
export function siteStructuredData(siteUrl: string): JsonLd[] {
  return [organization(siteUrl), webSite(siteUrl)];
}
