import React, {type ReactNode} from 'react';

export interface TextListProps {
  /** Items as plain text; each must be unique within the list (it is the key). */
  readonly items: readonly string[];
  readonly ordered?: boolean;
  readonly className?: string;
}

/** A plain bulleted (or numbered) list of text items. */
export default function TextList({items, ordered = false, className}: TextListProps): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
