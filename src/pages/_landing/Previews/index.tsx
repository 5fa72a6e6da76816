/**
 * Product previews of the landing page, drawn in HTML so their text stays sharp, readable
 * by screen readers and right in both colour modes. Figures are illustrative.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {Mail} from 'lucide-react';
import Badge from '@site/src/components/Badge';
import {site} from '@site/src/config/site';
import {
  ALERT_ACTIONS,
  BOARD_REPORT,
  GOALS,
  MONTH_START_MOVES,
  isOffTrack,
} from '@site/src/data/landing';
import {formatPercent, formatUsd, formatUsdChange} from '@site/src/lib/numbers/format';
import styles from './styles.module.css';

interface FrameProps {
  /** What the preview shows, for its caption and accessible name. */
  readonly title: string;
  readonly meta?: string;
  readonly children: ReactNode;
}

function Frame({title, meta, children}: FrameProps): ReactNode {
  return (
    <figure className={styles.frame}>
      <figcaption className={styles.bar}>
        <span className={styles.dots} aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className={styles.barTitle}>{title}</span>
        {meta ? <span className={styles.barMeta}>{meta}</span> : null}
      </figcaption>
      <div className={styles.body}>{children}</div>
    </figure>
  );
}

/** Month-start pricing: the price moves waiting on the first working day. */
export function PricingPreview(): ReactNode {
  const total = MONTH_START_MOVES.reduce((sum, move) => sum + move.monthlyEffect, 0);
  return (
    <Frame title="Month-start pricing review" meta="Example">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Recommended move</th>
            <th scope="col" className={styles.numeric}>
              Margin per month
            </th>
          </tr>
        </thead>
        <tbody>
          {MONTH_START_MOVES.map((move) => (
            <tr key={move.action}>
              <td>
                <span className={styles.strong}>{move.action}</span>
                <span className={styles.sub}>{move.scope}</span>
              </td>
              <td className={clsx(styles.numeric, styles.positive)}>
                {formatUsdChange(move.monthlyEffect)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total this month</th>
            <td className={clsx(styles.numeric, styles.positive)}>{formatUsdChange(total)}</td>
          </tr>
        </tfoot>
      </table>
    </Frame>
  );
}

/** Off-track goals: each goal against its seasonally adjusted target. */
export function GoalsPreview(): ReactNode {
  return (
    <Frame title="Goals this month" meta="Seasonally adjusted">
      <ul className={styles.goals}>
        {GOALS.map((goal) => {
          const off = isOffTrack(goal);
          const scale = Math.max(goal.target, goal.actual) * 1.25;
          return (
            <li key={goal.goal} className={styles.goal}>
              <div className={styles.goalHead}>
                <span className={styles.strong}>{goal.goal}</span>
                <Badge tone={off ? 'warning' : 'positive'}>{off ? 'Off track' : 'On track'}</Badge>
              </div>
              <div className={styles.track} aria-hidden="true">
                <span
                  className={clsx(styles.fill, off ? styles.fillWarning : styles.fillPositive)}
                  style={{width: `${(goal.actual / scale) * 100}%`}}
                />
                <span className={styles.marker} style={{left: `${(goal.target / scale) * 100}%`}} />
              </div>
              <p className={styles.sub}>
                {formatPercent(goal.actual)} against a target of {formatPercent(goal.target)}
              </p>
            </li>
          );
        })}
      </ul>
    </Frame>
  );
}

/** The monthly action alert, as the e-mail arrives. */
export function AlertPreview(): ReactNode {
  const total = ALERT_ACTIONS.reduce((sum, action) => sum + action.atStake, 0);
  return (
    <Frame title="Inbox" meta="1st of the month, 7:00">
      <div className={styles.mailHead}>
        <span className={styles.mailIcon} aria-hidden="true">
          <Mail size={18} />
        </span>
        <div>
          <p className={styles.strong}>
            Your three actions this month: {formatUsd(total)} at stake
          </p>
          <p className={styles.sub}>From {site.productName}</p>
        </div>
      </div>
      <ol className={styles.actions}>
        {ALERT_ACTIONS.map((action) => (
          <li key={action.action}>
            <span className={styles.strong}>{action.action}</span>
            <span className={styles.sub}>{action.why}</span>
            <span className={clsx(styles.stake, styles.positive)}>
              {formatUsd(action.atStake)} at stake
            </span>
          </li>
        ))}
      </ol>
    </Frame>
  );
}

/** The monthly board report's four headline figures. */
export function BoardPreview(): ReactNode {
  return (
    <Frame title="Board report: March" meta="Generated automatically">
      <dl className={styles.tiles}>
        {BOARD_REPORT.map((figure) => (
          <div key={figure.label} className={clsx(styles.tile, styles[figure.tone])}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.summary}>
        Most alerts were acted on within the month. The largest open item is the cable price review.
      </p>
    </Frame>
  );
}
