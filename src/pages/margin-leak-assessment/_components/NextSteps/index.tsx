import React, {type ReactNode} from 'react';
import ButtonLink from '@site/src/components/ButtonLink';
import Panel from '@site/src/components/Panel';
import {site} from '@site/src/config/site';
import {VERDICT_THRESHOLDS} from '@site/src/lib/checklist/checklist';
import script from '@site/src/css/script.module.css';
import styles from './styles.module.css';

/** Advice for the score, then the two ways forward. */
function advice(percent: number): string {
  if (percent >= VERDICT_THRESHOLDS.excellent) {
    return 'Your controls are strong. The leaks that remain are usually hidden in customer and product detail: worth a second look with your own data.';
  }
  if (percent >= VERDICT_THRESHOLDS.good) {
    return 'The basics are in place. Start with the unticked checks in pricing and discounts: they tend to give back margin fastest.';
  }
  if (percent >= VERDICT_THRESHOLDS.moderate) {
    return 'Several doors are open. Pick the three unticked checks closest to the invoice (overrides, credit notes, price realisation) and close them this quarter.';
  }
  return 'Margin is probably leaking in more than one place. Measure it first: a leak you can size is a leak you can get agreement to fix.';
}

/** The Next Steps card: advice for the score, a strategy call and how the product helps. */
export default function NextSteps({percent}: {percent: number}): ReactNode {
  return (
    <Panel tone="info" className="no-print">
      <h2 id="next-steps" className={styles.title}>
        Next steps
      </h2>
      <p className={script.needsScript}>{advice(percent)}</p>
      <div className={styles.actions}>
        <ButtonLink to="/book-call">Book Strategy Call</ButtonLink>
        <ButtonLink to="/how-it-works" variant="outline">
          See How {site.productName} Helps
        </ButtonLink>
      </div>
    </Panel>
  );
}
