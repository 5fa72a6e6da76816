import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import OwnPageHead from '@site/src/components/OwnPageHead';

type Props = WrapperProps<typeof MDXPageType>;

/**
 * Wraps the theme's page of an MDX file under src/pages (the privacy policy, the terms) to
 * give it its head (share image, breadcrumbs), named by the file's title heading.
 */
export default function MDXPageWrapper(props: Props): ReactNode {
  const {contentTitle, metadata} = props.content;
  const heading = contentTitle ?? metadata.title;
  return (
    <>
      {heading ? <OwnPageHead heading={heading} /> : null}
      <MDXPage {...props} />
    </>
  );
}
