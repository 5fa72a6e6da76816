import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import BackLink from '@site/src/components/BackLink';
import {BUSINESS_NUMBERS_PATH} from '@site/src/lib/businessNumbers/registry';
import type {TermPage} from '@site/src/lib/businessNumbers/page';

/**
 * The top of a Business Numbers term page: "Back to Business Numbers" (the index of the
 * edition being read) and the term's title as the page's h1.
 */
export default function TermHeader({term}: {readonly term: TermPage}): ReactNode {
  return (
    <>
      <BackLink doc={BUSINESS_NUMBERS_PATH} label="Back to Business Numbers" />
      <Heading as="h1">{term.entry.title}</Heading>
    </>
  );
}
