import React, {type ReactNode} from 'react';
import BoardReportOutlinePage from '@site/src/components/BoardReportOutline';

export default function QuarterlyBusinessReview(): ReactNode {
  return <BoardReportOutlinePage slug="quarterly-business-review" withPlainTextTemplate />;
}
