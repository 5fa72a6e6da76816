import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import StructuredData from '@site/src/components/StructuredData';
import type {PageHead as PageHeadData} from '@site/src/plugins/web-presence/head';

/** The head a doc or blog post carries in its front matter (see web-presence/contentHeads.ts). */
export function headOfFrontMatter(frontMatter: object): PageHeadData | undefined {
  return (frontMatter as {pageHead?: PageHeadData}).pageHead;
}

export interface PageHeadProps {
  /** The page's head as the build made it (see src/plugins/web-presence/contentHeads.ts). */
  readonly head: PageHeadData | undefined;
}

/**
 * What a page's head says about it beyond its title and description: its share image (Open
 * Graph and Twitter), the link to its Markdown version and its structured data. Rendered with
 * the page, so it is in the static HTML, under `npm start`, and replaced when the router shows
 * another page.
 */
export default function PageHead({head}: PageHeadProps): ReactNode {
  if (!head) return null;
  const {image, markdown, structuredData} = head;
  return (
    <>
      <Head>
        {image && <meta property="og:image" content={image.url} />}
        {image && <meta property="og:image:type" content="image/png" />}
        {image && <meta property="og:image:width" content={String(image.width)} />}
        {image && <meta property="og:image:height" content={String(image.height)} />}
        {image && <meta property="og:image:alt" content={image.alt} />}
        {image && <meta name="twitter:image" content={image.url} />}
        {image && <meta name="twitter:image:alt" content={image.alt} />}
        {markdown && <link rel="alternate" type="text/markdown" href={markdown} />}
      </Head>
      {structuredData.length > 0 && <StructuredData data={structuredData} />}
    </>
  );
}
