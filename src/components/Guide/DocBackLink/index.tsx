import React, {type ReactNode} from 'react';
import BackLink from '@site/src/components/BackLink';
import {useDocPath} from '../useDocPath';

/** "Back to …" link to another doc of the same edition (a lesson back to its hub). */
export default function DocBackLink({
  docId,
  label,
}: {
  readonly docId: string;
  readonly label: string;
}): ReactNode {
  return <BackLink to={useDocPath(docId)} label={label} />;
}
