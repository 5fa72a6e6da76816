/**
 * Structured data (schema.org JSON-LD) of the site: the node type every builder returns,
 * the links between nodes, and the text placed in a page's `<script type="application/ld+json">`.
 *
 * Every builder of this folder is a pure function of plain inputs (no React, no site
 * context), typed against the schema.org vocabulary by `schema-dts`, so its shape is tested
 * without rendering. Site-wide nodes (the Organization and the WebSite) are declared once,
 * in the head of every page, and other nodes point at them by `@id`.
 */
import type {Thing} from 'schema-dts';

/** One schema.org node as a builder returns it (without `@context`, added on output). */
export type JsonLd = Exclude<Thing, string>;

/** A link to a node declared elsewhere on the page or the site. */
export interface NodeRef {
  readonly '@id': string;
}

/** Where a page is: the site's absolute URL (no trailing slash) and the page's route. */
export interface PageAddress {
  readonly siteUrl: string;
  /** Site-relative route ("/margin-leaks-guide", "/" for the home page). */
  readonly path: string;
}

export const SCHEMA_CONTEXT = 'https://schema.org';

/** The absolute URL of a page. */
export function pageUrl({siteUrl, path}: PageAddress): string {
  if (!path.startsWith('/')) throw new Error(`Expected a site-relative route, got "${path}"`);
  return `${siteUrl}${path}`;
}

/** The site's Organization: the publisher, author and provider of everything on it. */
export function organizationRef(siteUrl: string): NodeRef {
  return {'@id': `${siteUrl}/#organization`};
}

/** The site itself, which every page is part of. */
export function webSiteRef(siteUrl: string): NodeRef {
  return {'@id': `${siteUrl}/#website`};
}

/**
 * JSON text of a node with the schema.org context, safe inside a `<script>` element: `<`
 * is escaped so that text such as `</script>` in a value cannot end the element.
 */
export function serializeJsonLd(node: JsonLd): string {
  return JSON.stringify({'@context': SCHEMA_CONTEXT, ...node}).replace(/</g, '\\u003c');
}
