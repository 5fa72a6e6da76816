import React, {type ReactNode} from 'react';
import BackLink, {type BackLinkProps} from '@site/src/components/BackLink';

/**
 * A BackLink for the `before` slot of a dark PageHero. PageHero places `before` inline, next
 * to the badge; this keeps the link on a line of its own above it.
 */
export default function HeroBackLink(props: Omit<BackLinkProps, 'onDark'>): ReactNode {
  return (
    <div>
      <BackLink {...props} onDark />
    </div>
  );
}
