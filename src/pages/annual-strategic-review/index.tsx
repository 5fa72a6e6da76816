import React, {type ReactNode} from 'react';
import BoardReportOutlinePage from '@site/src/components/BoardReportOutline';

export default function AnnualStrategicReview(): ReactNode {
  return <BoardReportOutlinePage slug="annual-strategic-review" />;
}
