import React, {type ReactNode} from 'react';
import IndustryPage from '@site/src/components/IndustryPage';
import {wholesale} from '@site/src/data/industries/wholesale';

export default function WholesalePage(): ReactNode {
  return <IndustryPage industry={wholesale} />;
}
