import React, {type KeyboardEvent, type ReactNode, useId, useRef} from 'react';
import clsx from 'clsx';
import {rovingIndex} from '@site/src/lib/a11y/roving';
import styles from './styles.module.css';

export interface TabItem<V extends string> {
  readonly value: V;
  readonly label: ReactNode;
  readonly panel: ReactNode;
}

export interface TabsProps<V extends string> {
  readonly items: readonly TabItem<V>[];
  /** The selected tab (controlled: the page owns the state, e.g. to keep it in the URL). */
  readonly value: V;
  readonly onChange: (value: V) => void;
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly className?: string;
}

/**
 * Tabs following the WAI-ARIA pattern: one tab stop for the list, arrow keys (wrapping),
 * Home and End move and select, each panel labelled by its tab.
 */
export default function Tabs<V extends string>({
  items,
  value,
  onChange,
  label,
  className,
}: TabsProps<V>): ReactNode {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = rovingIndex(event.key, index, items.length, 'horizontal');
    const item = target === null ? undefined : items[target];
    if (target === null || !item) return;
    event.preventDefault();
    onChange(item.value);
    tabs.current[target]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={item.value}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              id={`${baseId}-tab-${item.value}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              className={clsx(styles.tab, selected && styles.selected)}
              onClick={() => onChange(item.value)}
              onKeyDown={(event) => onKeyDown(event, index)}>
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          id={`${baseId}-panel-${item.value}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${item.value}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
          className={styles.panel}>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
