/**
 * The theme's heading, with an id on every heading below the h1: the one given, or else the
 * slug of its text (the way Markdown headings get theirs), so a search result or a shared
 * link can land on any heading of a page, those of data-driven cards and steps included.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import {headingSlug} from '@site/src/lib/text/slug';
import {textOfNode} from '@site/src/lib/text/nodeText';

type Props = WrapperProps<typeof HeadingType>;

export default function HeadingWrapper(props: Props): ReactNode {
  const id = props.id ?? (props.as === 'h1' ? undefined : headingSlug(textOfNode(props.children)));
  return <Heading {...props} id={id || undefined} />;
}
