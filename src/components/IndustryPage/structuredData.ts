import type {JsonLd} from '@site/src/config/structuredData';
import {site} from '@site/src/config/site';
import {industryRoute, type Industry} from '@site/src/data/industries/types';

/**
 * schema.org Service describing the offer of an industry page, provided by the site's
 * Organization (declared once, site-wide, with the `#organization` id).
 */
export function industryServiceJsonLd(industry: Industry, siteUrl: string): JsonLd {
  const url = `${siteUrl}${industryRoute(industry.slug)}`;
  return {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: `${site.productName} for ${industry.audience.toLowerCase()}`,
    serviceType: 'Commercial intelligence and margin optimisation',
    description: industry.seo.description,
    url,
    provider: {'@id': `${siteUrl}/#organization`},
    audience: {'@type': 'BusinessAudience', audienceType: industry.audience},
  };
}
