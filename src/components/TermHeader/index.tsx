import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useActiveVersion, useDoc} from '@docusaurus/plugin-content-docs/client';
import BackLink from '@site/src/components/BackLink';
import {BUSINESS_NUMBERS_PATH} from '@site/src/lib/businessNumbers/registry';
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import {whatChangedUrl} from '@site/src/lib/docs/editionChanges';
import styles from './styles.module.css';

/**
 * The top of a Business Numbers term page: "Back to Business Numbers" (the index of the
 * edition being read), the term's title as the page's h1, and, when the term differs from
 * the edition before, one sentence saying what changed with a link to the edition's "What
 * changed" page. The sentence is worked out when the docs are read (`change_note` in the
 * page's front matter), so the page carries only its own.
 */
export default function TermHeader({term}: {readonly term: TermPage}): ReactNode {
  const {frontMatter} = useDoc();
  const version = useActiveVersion(undefined);
  const note = (frontMatter as {change_note?: unknown}).change_note;
  return (
    <>
      <BackLink doc={BUSINESS_NUMBERS_PATH} label="Back to Business Numbers" />
      <Heading as="h1">{term.entry.title}</Heading>
      {typeof note === 'string' && version ? (
        <p className={styles.changed} data-testid="change-note">
          {note}{' '}
          <Link to={`${whatChangedUrl(version.path)}#${term.entry.slug}`}>See what changed</Link>.
        </p>
      ) : null}
    </>
  );
}
