import React, {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import clsx from 'clsx';
import ActionButton from '@site/src/components/ActionButton';
import fieldStyles from '@site/src/components/NumberField/styles.module.css';
import {MAX_COMPARED} from '@site/src/lib/scenarios/compare';
import type {RenameProblem} from '@site/src/lib/scenarios/named';
import styles from './styles.module.css';

/** One saved calculation as the list shows it. */
export interface SavedEntryView {
  readonly id: string;
  readonly name: string;
  /** Its figures in a line: "$5,000,000 revenue · …". */
  readonly meta: string;
}

export interface SavedEntriesProps {
  readonly entries: readonly SavedEntryView[];
  /** Ids chosen for the comparison, in the order chosen. */
  readonly compared: readonly string[];
  readonly onToggleCompare: (id: string) => void;
  readonly onOpen: (id: string) => void;
  /** Renames an entry, or says why the name cannot be taken. */
  readonly onRename: (id: string, name: string) => RenameProblem | null;
  readonly onDelete: (id: string) => void;
  /** What an entry is, for the messages: "scenario", "calculation". */
  readonly noun: string;
}

const PROBLEMS: Readonly<Record<RenameProblem, (noun: string) => string>> = {
  empty: () => 'Enter a name.',
  taken: (noun) => `Another ${noun} already has this name. Choose another.`,
};

/** The inline form that renames one entry. */
function RenameForm({
  entry,
  noun,
  onRename,
  onDone,
}: {
  readonly entry: SavedEntryView;
  readonly noun: string;
  readonly onRename: SavedEntriesProps['onRename'];
  readonly onDone: () => void;
}): ReactNode {
  const [draft, setDraft] = useState(entry.name);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.select();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refused = onRename(entry.id, draft);
    if (refused) setProblem(PROBLEMS[refused](noun));
    else onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };

  return (
    <form className={styles.rename} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        New name for {entry.name}
      </label>
      <div className={clsx(fieldStyles.control, problem && fieldStyles.invalid)}>
        <input
          ref={input}
          id={inputId}
          type="text"
          className={fieldStyles.input}
          value={draft}
          maxLength={80}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${inputId}-message`}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
        />
      </div>
      <p
        id={`${inputId}-message`}
        className={clsx(fieldStyles.message, fieldStyles.error)}
        aria-live="polite">
        {problem}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary button--sm">
          Save name
        </button>
        <ActionButton size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </ActionButton>
      </div>
    </form>
  );
}

/**
 * Saved calculations, each with its figures in a line, to open, rename, delete or tick for
 * the comparison (up to four at a time). Renaming happens in place; focus comes back to the
 * entry's Rename button when it is done.
 */
export default function SavedEntries({
  entries,
  compared,
  onToggleCompare,
  onOpen,
  onRename,
  onDelete,
  noun,
}: SavedEntriesProps): ReactNode {
  const [renaming, setRenaming] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const full = compared.length >= MAX_COMPARED;

  const finishRenaming = (id: string) => {
    setRenaming(null);
    requestAnimationFrame(() => {
      const button = list.current?.querySelector<HTMLButtonElement>(
        `[data-rename="${CSS.escape(id)}"]`,
      );
      button?.focus();
    });
  };

  return (
    <ul ref={list} className={styles.list}>
      {entries.map((entry) => {
        const chosen = compared.includes(entry.id);
        return (
          <li key={entry.id} className={clsx(styles.item, chosen && styles.chosen)}>
            {renaming === entry.id ? (
              <RenameForm
                entry={entry}
                noun={noun}
                onRename={onRename}
                onDone={() => finishRenaming(entry.id)}
              />
            ) : (
              <>
                <div className={styles.text}>
                  <p className={styles.name}>{entry.name}</p>
                  <p className={styles.meta}>{entry.meta}</p>
                </div>
                <div className={styles.actions}>
                  <label className={styles.compare}>
                    <input
                      type="checkbox"
                      checked={chosen}
                      disabled={!chosen && full}
                      aria-label={`Compare ${entry.name}`}
                      onChange={() => onToggleCompare(entry.id)}
                    />
                    Compare
                  </label>
                  <ActionButton
                    size="sm"
                    variant="outline"
                    aria-label={`Open ${entry.name}`}
                    onClick={() => onOpen(entry.id)}>
                    Open
                  </ActionButton>
                  <ActionButton
                    size="sm"
                    variant="outline"
                    data-rename={entry.id}
                    aria-label={`Rename ${entry.name}`}
                    onClick={() => setRenaming(entry.id)}>
                    Rename
                  </ActionButton>
                  <ActionButton
                    size="sm"
                    variant="secondary"
                    aria-label={`Delete ${entry.name}`}
                    onClick={() => onDelete(entry.id)}>
                    Delete
                  </ActionButton>
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
