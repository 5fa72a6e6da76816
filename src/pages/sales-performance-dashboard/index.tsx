import React, {type ReactNode} from 'react';
import BoardReportOutlinePage from '@site/src/components/BoardReportOutline';

export default function SalesPerformanceDashboard(): ReactNode {
  return <BoardReportOutlinePage slug="sales-performance-dashboard" />;
}
