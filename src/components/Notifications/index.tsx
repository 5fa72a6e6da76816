import React, {
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import clsx from 'clsx';
import {
  NOTIFICATION_HOTKEY_LABEL,
  NOTIFICATIONS_REGION_LABEL,
  NOTIFY_EVENT,
  displayTime,
  isNotificationHotkey,
  type NotificationType,
  type NotifyDetail,
} from '@site/src/lib/notifications/settings';
import styles from './styles.module.css';

interface Notification {
  readonly id: number;
  readonly type: NotificationType;
  readonly message: string;
}

type Notify = (message: string, type?: NotificationType) => void;

/**
 * The messages on show, kept outside React so that any component can raise one (even a page
 * component above the notification area) without a context provider.
 */
const EMPTY: readonly Notification[] = [];
let shown: readonly Notification[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function setShown(next: readonly Notification[]): void {
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the three newest messages. */
const notify: Notify = (message, type = 'info') => {
  setShown([...shown.slice(-2), {id: nextId++, type, message}]);
};

function dismiss(id: number): void {
  setShown(shown.filter((item) => item.id !== id));
}

/** Shows a short notification (toast): `notify('Link copied', 'success')`. */
export function useNotify(): Notify {
  return notify;
}

/** The close cross, drawn inline rather than with an icon library. */
function CloseIcon(): ReactNode {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round">
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

function Toast({
  item,
  onDismiss,
}: {
  item: Notification;
  onDismiss: (id: number) => void;
}): ReactNode {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return undefined;
    const timer = window.setTimeout(() => onDismiss(item.id), displayTime(item.type));
    return () => window.clearTimeout(timer);
  }, [item.id, item.type, onDismiss, paused]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(event.clientX - start.current);
  };
  const onPointerEnd = () => {
    if (Math.abs(offset) > 80) onDismiss(item.id);
    start.current = null;
    setOffset(0);
  };

  return (
    <li
      className={clsx(styles.toast, styles[item.type])}
      style={offset ? {transform: `translateX(${offset}px)`} : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}>
      <p className={styles.message} role={item.type === 'error' ? 'alert' : 'status'}>
        {item.message}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => onDismiss(item.id)}>
        <CloseIcon />
      </button>
    </li>
  );
}

/**
 * The notification area: a labelled region (focus it with Alt+T) listing short messages
 * that disappear after 4 to 5 seconds, or on close or swipe.
 */
export function NotificationsProvider({children}: {children: ReactNode}): ReactNode {
  const items = useSyncExternalStore(
    subscribe,
    () => shown,
    () => EMPTY,
  );
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isNotificationHotkey(event)) {
        event.preventDefault();
        region.current?.focus();
      }
    };
    const onNotify = (event: Event) => {
      const {message, type} = (event as CustomEvent<NotifyDetail>).detail;
      event.preventDefault();
      notify(message, type);
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener(NOTIFY_EVENT, onNotify);
      // Messages belong to the page that raised them.
      setShown(EMPTY);
    };
  }, []);

  return (
    <>
      {children}
      <section
        ref={region}
        tabIndex={-1}
        aria-label={NOTIFICATIONS_REGION_LABEL}
        aria-keyshortcuts={NOTIFICATION_HOTKEY_LABEL}
        className={styles.region}>
        <ol className={styles.list}>
          {items.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </ol>
      </section>
    </>
  );
}
