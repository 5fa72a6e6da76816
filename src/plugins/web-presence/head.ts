/**
 * A page's head tags beyond its title and description: its share image (Open Graph and
 * Twitter), the link to its Markdown version, and its structured data. Every page renders
 * them with the page (src/components/PageHead), so they are in the static HTML, under
 * `npm start`, and replaced when the router shows another page.
 */
import type {JsonLd} from '../../lib/structuredData/jsonLd';

export interface ShareImage {
  /** Absolute URL of the PNG. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

export interface PageHead {
  readonly image?: ShareImage;
  /** Site-relative address of the page's Markdown version. */
  readonly markdown?: string;
  readonly structuredData: readonly JsonLd[];
}
