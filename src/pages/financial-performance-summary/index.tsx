import React, {type ReactNode} from 'react';
import BoardReportOutlinePage from '@site/src/components/BoardReportOutline';

export default function FinancialPerformanceSummary(): ReactNode {
  return <BoardReportOutlinePage slug="financial-performance-summary" />;
}
