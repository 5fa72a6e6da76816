import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import StructuredData from '@site/src/components/StructuredData';
import {
  articleJsonLd,
  howToJsonLd,
  type GuidePageMeta,
  type HowToStepInput,
} from '@site/src/lib/guides/structuredData';

export type GuidePageDataProps =
  | {readonly type: 'Article'; readonly speakableSelectors?: readonly string[]}
  | {readonly type: 'HowTo'; readonly steps: readonly HowToStepInput[]};

/** The guide's Article or HowTo structured data, from the doc's own title and description. */
export default function GuidePageData(props: GuidePageDataProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata, frontMatter} = useDoc();
  const meta: GuidePageMeta = {
    title: metadata.title,
    description: metadata.description,
    siteUrl: siteConfig.url,
    path: metadata.permalink,
    keywords: frontMatter.keywords,
  };
  const data =
    props.type === 'HowTo'
      ? howToJsonLd(meta, props.steps)
      : articleJsonLd(meta, {speakableSelectors: props.speakableSelectors});
  return <StructuredData data={data} />;
}
