/**
 * The theme's docs page with its head (share image, Markdown link, structured data), which
 * the docs plugin wrapper puts in each doc's front matter (src/plugins/web-presence/docs.ts).
 */
import React, {type ReactNode} from 'react';
import DocItem from '@theme-original/DocItem';
import type DocItemType from '@theme/DocItem';
import type {WrapperProps} from '@docusaurus/types';
import PageHead, {headOfFrontMatter} from '@site/src/components/PageHead';

type Props = WrapperProps<typeof DocItemType>;

export default function DocItemWrapper(props: Props): ReactNode {
  return (
    <>
      <PageHead head={headOfFrontMatter(props.content.metadata.frontMatter)} />
      <DocItem {...props} />
    </>
  );
}
