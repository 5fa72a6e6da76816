import React, {type ReactNode, useState} from 'react';
import clsx from 'clsx';
import {Card} from '@site/src/components/CardGrid';
import NoScriptNotice from '@site/src/components/NoScriptNotice';
import NumberField from '@site/src/components/NumberField';
import {formatUsd} from '@site/src/lib/numbers/format';
import {parseNumberInput} from '@site/src/lib/numbers/parse';
import {
  VOLUME_DISCOUNT_TIERS,
  formatDiscount,
  formatVolumeBand,
  volumeDiscountTier,
  type VolumeDiscountTier,
} from '@site/src/lib/pricing/volumeDiscount';
import script from '@site/src/css/script.module.css';
import styles from './styles.module.css';

function verdict(volume: number, tier: VolumeDiscountTier): string {
  const amount = `${formatUsd(volume)} a year`;
  if (!tier.discountPercent) return `At ${amount}: list price, no volume discount.`;
  const band = formatVolumeBand(tier);
  const lowerBand = `${band.charAt(0).toLowerCase()}${band.slice(1)}`;
  return `At ${amount}: a ${formatDiscount(tier)} discount off list price (${lowerBand}).`;
}

/** The volume-discount tiers as a table, and a field that finds the tier of one customer. */
export default function VolumeDiscounts(): ReactNode {
  const [text, setText] = useState('');
  const parsed = parseNumberInput(text);
  const tier = parsed.kind === 'number' ? volumeDiscountTier(parsed.value) : undefined;

  return (
    <div className={styles.layout}>
      <div>
        <table className={styles.table}>
          <caption className={styles.caption}>
            Guideline discount by annual purchase volume (US dollars)
          </caption>
          <thead>
            <tr>
              <th scope="col">Annual purchase volume</th>
              <th scope="col">Discount off list price</th>
            </tr>
          </thead>
          <tbody>
            {VOLUME_DISCOUNT_TIERS.map((row) => (
              <tr
                key={row.id}
                className={clsx(row === tier && styles.current)}
                aria-current={row === tier ? 'true' : undefined}>
                <th scope="row">{formatVolumeBand(row)}</th>
                <td>{formatDiscount(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>
          Each discount starts above its threshold: a customer buying exactly $100,000 a year still
          pays list price, and exactly $500,000 earns 3-5%.
        </p>
      </div>
      <Card title="Check a customer" className={styles.checker}>
        <NoScriptNotice subject="This check">
          <p>The table beside it gives the discount for every annual purchase volume.</p>
        </NoScriptNotice>
        <div className={script.needsScript}>
          <NumberField
            label="Annual purchase volume"
            prefix="$"
            value={text}
            onChange={setText}
            placeholder="320,000"
            hint="What the customer bought from you over the last twelve months."
            error={parsed.kind === 'invalid' ? parsed.message : undefined}
          />
          <p className={styles.result} role="status">
            {tier && parsed.kind === 'number'
              ? verdict(parsed.value, tier)
              : 'Enter an annual volume to see the discount it earns.'}
          </p>
        </div>
      </Card>
    </div>
  );
}
