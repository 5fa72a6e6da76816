import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import {describeError} from '@site/src/lib/errors/describeError';

/**
 * Replaces the theme's crash page (shown by the layout's error boundary) with the wording of
 * the specification: 'Unexpected Application Error!' and the status or message.
 */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1">Unexpected Application Error!</Heading>
          <p role="alert">{describeError(error)}</p>
          <div className="margin-vert--lg">
            <button
              type="button"
              className="button button--primary margin-right--md"
              onClick={tryAgain}>
              Try again
            </button>
            <Link className="button button--secondary" to="/">
              Return to Home
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
