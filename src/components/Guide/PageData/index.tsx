import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import StructuredData from '@site/src/components/StructuredData';
import {article, howTo, type HowToStepInput} from '@site/src/lib/structuredData/pages';

/** The prefix of the step anchors `GuideSteps` gives a HowTo guide's steps. */
const STEP_ANCHOR_PREFIX = 'step';

export type GuidePageDataProps =
  | {readonly type: 'Article'; readonly speakableSelectors?: readonly string[]}
  | {readonly type: 'HowTo'; readonly steps: readonly HowToStepInput[]};

/**
 * The guide's Article or HowTo structured data, from the doc's own title and description.
 * A HowTo's steps link to the anchors of `<GuideSteps anchorPrefix="step">`.
 */
export default function GuidePageData(props: GuidePageDataProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {metadata, frontMatter} = useDoc();
  const page = {siteUrl: siteConfig.url, path: metadata.permalink};
  const data =
    props.type === 'HowTo'
      ? howTo({
          ...page,
          name: metadata.title,
          description: metadata.description,
          steps: props.steps,
          stepAnchorPrefix: STEP_ANCHOR_PREFIX,
        })
      : article({
          ...page,
          headline: metadata.title,
          description: metadata.description,
          keywords: frontMatter.keywords,
          speakableSelectors: props.speakableSelectors,
        });
  return <StructuredData data={data} />;
}
