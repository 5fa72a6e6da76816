import React, {type ReactNode} from 'react';
import BackLink from '@site/src/components/BackLink';
import {BUSINESS_NUMBERS_INDEX_PATH} from '@site/src/data/businessNumbers';
import {useEditionPath} from '@site/src/hooks/useEditionPath';

/** "Back to Business Numbers", to the index of the docs edition being read. */
export default function BusinessNumbersBackLink(): ReactNode {
  const inEdition = useEditionPath();
  return <BackLink to={inEdition(BUSINESS_NUMBERS_INDEX_PATH)} label="Back to Business Numbers" />;
}
