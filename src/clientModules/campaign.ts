/**
 * Keeps the campaign parameters of the address the visitor landed on (`utm_*`, a click id)
 * for the visit, whichever page that is, so the booking page can pass them to the
 * scheduling widget (src/lib/booking/campaign.ts).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {rememberCampaign} from '@site/src/lib/booking/campaign';

function sessionArea(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

if (ExecutionEnvironment.canUseDOM) rememberCampaign(sessionArea(), window.location.search);
