import React, {type ReactNode, useMemo} from 'react';
import BringEstimate from '@site/src/components/BringEstimate';
import {profitabilitySummary, type BookingEstimate} from '@site/src/lib/booking/estimate';
import type {ProfitabilityResult} from '@site/src/lib/profitability/profitability';

/**
 * The choice to bring this customer's result to a call. Loaded only once the visitor has
 * figures of their own, so the page (and the tool pages that share its code) carry none of it.
 */
export default function BringResult({
  result,
  className,
}: {
  readonly result: ProfitabilityResult;
  readonly className?: string;
}): ReactNode {
  const estimate = useMemo<BookingEstimate>(
    () => ({source: 'profitabilityCalculator', text: profitabilitySummary(result)}),
    [result],
  );
  return <BringEstimate estimate={estimate} withBookingLink className={className} />;
}
