import React, {type ReactNode} from 'react';
import type {Segment} from '@site/src/lib/search/engine';

/** A search result's snippet: its text, with the words that match the query marked. */
export default function SearchSnippet({
  segments,
  className,
}: {
  readonly segments: readonly Segment[];
  readonly className?: string;
}): ReactNode {
  if (segments.length === 0) return null;
  return (
    <span className={className}>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </span>
  );
}
