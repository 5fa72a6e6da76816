/**
 * The theme's heading, with an id on every heading below the h1. A heading given its id
 * (Markdown's) is the theme's own, with its "#" link; any other gets the slug of its text
 * (the way Markdown headings get theirs) without that link, since a component's heading may
 * sit inside a link of its own (a blog author's name). Either way a search result or a
 * shared link can land on any heading of a page, those of data-driven cards and steps too.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import type {WrapperProps} from '@docusaurus/types';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {headingSlug} from '@site/src/lib/text/slug';
import {textOfNode} from '@site/src/lib/text/nodeText';

type Props = WrapperProps<typeof HeadingType>;

export default function HeadingWrapper(props: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (props.id || props.as === 'h1') return <Heading {...props} />;
  const {as: As, ...rest} = props;
  const id = headingSlug(textOfNode(props.children)) || undefined;
  if (id) brokenLinks.collectAnchor(id);
  return <As {...rest} id={id} />;
}
