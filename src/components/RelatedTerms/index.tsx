import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useEditionPath} from '@site/src/hooks/useEditionPath';
import {termPath} from '@site/src/lib/businessNumbers/registry';
import type {TermPage} from '@site/src/lib/businessNumbers/page';

/** The terms to read with this one, in the edition being read, each with what it adds. */
export default function RelatedTerms({term}: {readonly term: TermPage}): ReactNode {
  const inEdition = useEditionPath();
  return (
    <ul>
      {term.related.map(({entry, note}) => (
        <li key={entry.slug}>
          <Link to={inEdition(termPath(entry.slug))}>{entry.title}</Link>: {note}
        </li>
      ))}
    </ul>
  );
}
