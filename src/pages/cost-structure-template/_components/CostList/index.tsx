import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import {Plus, Trash2} from 'lucide-react';
import ActionButton from '@site/src/components/ActionButton';
import NumberField from '@site/src/components/NumberField';
import Pager from '@site/src/components/Pager';
import Panel from '@site/src/components/Panel';
import TextField from '@site/src/components/TextField';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {
  addCostItem,
  readAmount,
  removeCostItem,
  updateCostItem,
  type CostCategory,
  type CostItem,
} from '@site/src/lib/costs/costs';
import {MAX_COST_LINES} from '@site/src/lib/costs/record';
import {formatUsdCents} from '@site/src/lib/numbers/format';
import {pageBounds, pageOf} from '@site/src/lib/paging/paging';
import styles from './styles.module.css';

export interface CostListProps {
  readonly category: CostCategory;
  readonly title: string;
  readonly intro: string;
  readonly items: readonly CostItem[];
  readonly total: number;
  /** A stable key per line (its identity in storage), so edits stay in their line. */
  readonly itemKeys: readonly string[];
  /**
   * Changes the list, from its latest value (another tab may have changed it since); gives
   * the key of the line this tab added last.
   */
  readonly onChange: (change: (items: readonly CostItem[]) => CostItem[]) => string | undefined;
}

/** One editable list of costs: name and amount per line, add and remove, subtotal. */
export default function CostList({
  category,
  title,
  intro,
  items,
  total,
  itemKeys,
  onChange,
}: CostListProps): ReactNode {
  const addButton = useRef<HTMLButtonElement>(null);
  const [page, setPage] = useState(0);
  const {start, end} = pageBounds(page, items.length, MAX_COST_LINES);
  const focusAfterChange = useRef<{readonly newRow: string | undefined} | 'add' | null>(null);
  const headingId = `${category}-costs`;
  const nameId = (index: number) => `${category}-cost-${index}-name`;

  useEffect(() => {
    const focus = focusAfterChange.current;
    if (focus !== null && focus !== 'add') {
      // The line added here, wherever lines another tab added meanwhile put it.
      const at = focus.newRow === undefined ? -1 : itemKeys.indexOf(focus.newRow);
      document.getElementById(nameId(at === -1 ? items.length - 1 : at))?.focus();
    } else if (focus === 'add') {
      addButton.current?.focus();
    }
    focusAfterChange.current = null;
  });

  const noun = category === 'direct' ? 'direct cost' : 'indirect cost';
  return (
    <Panel as="section" aria-labelledby={headingId} className={styles.list}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.total}>
          <span className={styles.totalLabel}>Subtotal</span>{' '}
          <span data-testid={`${category}-subtotal`}>{formatUsdCents(total)}</span>
        </p>
      </div>
      <p className={styles.intro}>{intro}</p>
      {items.length === 0 ? (
        <p className={styles.empty}>No {noun}s listed. Add one below.</p>
      ) : (
        <ol className={styles.rows} start={start + 1}>
          {items.slice(start, end).map((entry, offset) => {
            const index = start + offset;
            const label = entry.name.trim() || `${noun} ${index + 1}`;
            return (
              <li key={itemKeys[index] ?? index} className={styles.row}>
                <TextField
                  id={nameId(index)}
                  className={styles.name}
                  label={`Name of ${noun} ${index + 1}`}
                  hideLabel
                  placeholder="Cost name"
                  value={entry.name}
                  maxLength={120}
                  onChange={(name) => onChange((list) => updateCostItem(list, index, {name}))}
                />
                <NumberField
                  id={`${category}-cost-${index}-amount`}
                  className={styles.amount}
                  label={<VisuallyHidden>Amount of {label}</VisuallyHidden>}
                  prefix="$"
                  step={1}
                  placeholder="0"
                  value={entry.amount}
                  notice={readAmount(entry.amount).notice}
                  onChange={(amount) => onChange((list) => updateCostItem(list, index, {amount}))}
                />
                <ActionButton
                  size="sm"
                  variant="secondary"
                  className={styles.remove}
                  aria-label={`Remove ${label}`}
                  onClick={() => {
                    focusAfterChange.current = 'add';
                    onChange((list) => removeCostItem(list, index));
                  }}>
                  <Trash2 aria-hidden="true" size={16} />
                </ActionButton>
              </li>
            );
          })}
        </ol>
      )}
      <Pager
        page={page}
        total={items.length}
        size={MAX_COST_LINES}
        noun={`${noun}s`}
        onPage={setPage}
      />
      <ActionButton
        ref={addButton}
        size="sm"
        variant="outline"
        onClick={() => {
          setPage(pageOf(items.length, MAX_COST_LINES));
          focusAfterChange.current = {newRow: onChange(addCostItem)};
        }}>
        <Plus aria-hidden="true" size={16} /> Add {noun}
      </ActionButton>
    </Panel>
  );
}
