import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {TermRef} from '@site/src/lib/businessNumbers/editionChanges';
import {termPath} from '@site/src/lib/businessNumbers/registry';
import {editionPrefix, inEdition} from '@site/src/lib/docs/editionPath';
import {whatChangedUrl} from '@site/src/lib/docs/editionChanges';
import {countInWords} from '@site/src/lib/numbers/words';
import {capitalise} from '@site/src/lib/text/list';

/** What the Business Numbers index's front matter says of the edition before (see config). */
interface IndexChanges {
  readonly previous: string;
  readonly added: readonly TermRef[];
  readonly removed: readonly TermRef[];
  readonly changed: number;
}

/**
 * On an edition's Business Numbers index: the terms it adds since the edition before, by
 * name, and a link to its "What changed" page. Nothing in the first edition.
 */
export default function EditionChangesNote(): ReactNode {
  const {frontMatter} = useDoc();
  const version = useActiveVersion(undefined);
  const changes = (frontMatter as {edition_changes?: IndexChanges}).edition_changes;
  if (!changes || !version) return null;
  const prefix = editionPrefix(version.path);
  const {added, removed, changed, previous} = changes;
  return (
    <div className="alert alert--info margin-bottom--md" data-testid="edition-changes">
      <p className="margin-bottom--none">
        {added.length > 0 ? (
          <>
            <strong>New since the {previous} edition:</strong>{' '}
            {added.map((term, at) => (
              <React.Fragment key={term.slug}>
                {at === 0 ? null : at === added.length - 1 ? ' and ' : ', '}
                <Link to={inEdition(prefix, termPath(term.slug))}>{term.title}</Link>
              </React.Fragment>
            ))}
            .{' '}
          </>
        ) : null}
        {removed.length > 0
          ? `${capitalise(countInWords(removed.length))} of the ${previous} edition's terms dropped. `
          : null}
        {changed > 0
          ? `${capitalise(countInWords(changed))} ${changed === 1 ? 'term' : 'terms'} changed. `
          : null}
        <Link to={whatChangedUrl(version.path)}>What changed since the {previous} edition</Link>
      </p>
    </div>
  );
}
