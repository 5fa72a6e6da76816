import {describe, expect, it} from 'vitest';
import {displayTime, isNotificationHotkey, NOTIFICATIONS_REGION_LABEL} from './settings';

describe('notification settings', () => {
  it('keep notifications 4 to 5 seconds depending on the type', () => {
    expect(displayTime('success')).toBe(4000);
    expect(displayTime('info')).toBe(4000);
    expect(displayTime('error')).toBe(5000);
  });
  it('label the region "Notifications"', () => {
    expect(NOTIFICATIONS_REGION_LABEL).toBe('Notifications');
  });
  it('recognise Alt+T by key position, whatever the layout', () => {
    const base = {altKey: true, ctrlKey: false, metaKey: false, code: 'KeyT'};
    expect(isNotificationHotkey(base)).toBe(true);
    expect(isNotificationHotkey({...base, altKey: false})).toBe(false);
    expect(isNotificationHotkey({...base, ctrlKey: true})).toBe(false);
    expect(isNotificationHotkey({...base, code: 'KeyY'})).toBe(false);
  });
});
