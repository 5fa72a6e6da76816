import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {serializeJsonLd, type JsonLd} from '@site/src/lib/structuredData/jsonLd';

export interface StructuredDataProps {
  /** One schema.org node or several (see `src/lib/structuredData`). */
  readonly data: JsonLd | readonly JsonLd[];
}

/**
 * Adds JSON-LD to the document head while the component is mounted, and removes it when
 * the component unmounts (Docusaurus's Head is react-helmet, which tracks its tags).
 */
export default function StructuredData({data}: StructuredDataProps): ReactNode {
  const items: readonly JsonLd[] = Array.isArray(data) ? data : [data];
  return (
    <Head>
      {items.map((item, index) => (
        <script key={index} type="application/ld+json">
          {serializeJsonLd(item)}
        </script>
      ))}
    </Head>
  );
}
