import React, {type ReactNode} from 'react';
import IndustryPage from '@site/src/components/IndustryPage';
import {construction} from '@site/src/data/industries/construction';

export default function ConstructionPage(): ReactNode {
  return <IndustryPage industry={construction} />;
}
