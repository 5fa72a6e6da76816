import React, {type ReactNode} from 'react';
import IndustryPage from '@site/src/components/IndustryPage';
import {manufacturing} from '@site/src/data/industries/manufacturing';

export default function ManufacturingPage(): ReactNode {
  return <IndustryPage industry={manufacturing} />;
}
