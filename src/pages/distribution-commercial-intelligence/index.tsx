import React, {type ReactNode} from 'react';
import IndustryPage from '@site/src/components/IndustryPage';
import {distribution} from '@site/src/data/industries/distribution';

export default function DistributionPage(): ReactNode {
  return <IndustryPage industry={distribution} />;
}
