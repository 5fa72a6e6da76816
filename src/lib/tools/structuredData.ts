import type {JsonLd} from '@site/src/config/structuredData';

export interface ToolDescription {
  /** The tool's name as its page titles it. */
  readonly name: string;
  readonly description: string;
  /** Route of the tool's page ("/cost-structure-template"). */
  readonly path: string;
}

/**
 * schema.org WebApplication for a free in-browser tool: free of charge, runs in any browser,
 * published by the site's organisation.
 */
export function toolStructuredData(tool: ToolDescription, siteUrl: string): JsonLd {
  return {
    '@type': 'WebApplication',
    name: tool.name,
    description: tool.description,
    url: `${siteUrl}${tool.path}`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any (runs in the web browser)',
    isAccessibleForFree: true,
    offers: {'@type': 'Offer', price: '0', priceCurrency: 'USD'},
    publisher: {'@id': `${siteUrl}/#organization`},
  };
}
