import {site} from './site';

/** A JSON-LD object as search engines read it (schema.org vocabulary). */
export type JsonLd = {'@context'?: string; '@type': string | string[]} & Record<string, unknown>;

/** Organization and WebSite structured data, added to the head of every page. */
export function siteStructuredData(siteUrl: string): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${siteUrl}/#organization`,
      name: site.companyName,
      brand: site.productName,
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
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}/#website`,
      name: site.productName,
      url: siteUrl,
      inLanguage: 'en-GB',
      publisher: {'@id': `${siteUrl}/#organization`},
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${siteUrl}/search?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
