/** Notification (toast) settings of the specification: Alt+T, "Notifications", 4 to 5 seconds. */

export type NotificationType = 'info' | 'success' | 'error' | 'loading';

export const NOTIFICATIONS_REGION_LABEL = 'Notifications';

/**
 * A window event that asks the page's notification area for a message, from code outside
 * React (its detail: `NotifyDetail`); the area cancels the event to say it took it.
 */
export const NOTIFY_EVENT = 'site:notify';

export interface NotifyDetail {
  readonly message: string;
  readonly type: NotificationType;
}
export const NOTIFICATION_HOTKEY_LABEL = 'Alt+T';

/** How long a notification stays, in milliseconds: errors a little longer to be read. */
export function displayTime(type: NotificationType): number {
  return type === 'error' ? 5000 : 4000;
}

/** Whether a key press is the hotkey that moves focus to the notifications (Alt+T). */
export function isNotificationHotkey(event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  code: string;
}): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT';
}

/** Tooltip timing of the specification, for any page that shows tooltips. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
