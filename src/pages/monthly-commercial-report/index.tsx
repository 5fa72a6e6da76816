import React, {type ReactNode} from 'react';
import BoardReportOutlinePage from '@site/src/components/BoardReportOutline';

export default function MonthlyCommercialReport(): ReactNode {
  return <BoardReportOutlinePage slug="monthly-commercial-report" />;
}
