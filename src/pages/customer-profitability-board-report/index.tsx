import React, {type ReactNode} from 'react';
import BoardReportOutlinePage from '@site/src/components/BoardReportOutline';

export default function CustomerProfitabilityBoardReport(): ReactNode {
  return <BoardReportOutlinePage slug="customer-profitability-board-report" />;
}
