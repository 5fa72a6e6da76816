/**
 * Keeps the campaign parameters of the address the visitor landed on (`utm_*`, a click id)
 * for the visit, whichever page that is, so the booking page can pass them to the
 * scheduling widget (src/lib/booking/campaign.ts). Every page carries this module, so it
 * fetches the code that reads them only when the address has a query at all.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function sessionArea(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

if (ExecutionEnvironment.canUseDOM && window.location.search) {
  const search = window.location.search;
  import('@site/src/lib/booking/campaign')
    .then(({rememberCampaign}) => rememberCampaign(sessionArea(), search))
    .catch(() => undefined);
}
