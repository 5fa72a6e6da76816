import React, {type ReactNode, Suspense, lazy} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {retryingImport} from '@site/src/lib/browser/retryingImport';

type Props = WrapperProps<typeof CodeBlockType>;

// The theme's CodeBlock brings Prism (about 30 KB gzip). MDX maps every code element to it,
// so without this wrapper each doc page would load Prism whether it shows code or not.
// Loading it lazily keeps Prism in its own chunk; the static HTML is still fully highlighted
// because server rendering waits for lazy components.
// Offline, the highlighter waits for the connection (`retryingImport`); the code shows as
// plain text meanwhile.
const ThemeCodeBlock = lazy(retryingImport(() => import('@theme-original/CodeBlock')));

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense fallback={<pre>{props.children}</pre>}>
      <ThemeCodeBlock {...props} />
    </Suspense>
  );
}
