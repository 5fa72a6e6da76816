import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {JsonLd} from '@site/src/config/structuredData';
import {serializeJsonLd} from './serialize';

export interface StructuredDataProps {
  /** One schema.org object or several; `@context` is added when missing. */
  readonly data: JsonLd | readonly JsonLd[];
}

/**
 * Adds JSON-LD to the document head while the component is mounted, and removes it when
 * the component unmounts (Docusaurus's Head is react-helmet, which tracks its tags).
 */
export default function StructuredData({data}: StructuredDataProps): ReactNode {
  const items = Array.isArray(data) ? data : [data];
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
