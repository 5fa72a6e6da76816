/**
 * Offline, a link to another page of the site keeps the visitor where they are and says
 * why. Left alone, the router would fail to fetch the page's code and reload the page at
 * its new address, which offline ends on the browser's own error page, leaving the tool the
 * visitor was using.
 *
 * The message goes to the page's notification area where there is one (the tools' pages:
 * `NOTIFY_EVENT`), else to a notice of its own.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {NOTIFY_EVENT, type NotifyDetail} from '@site/src/lib/notifications/settings';
import {offlineMessage, opensAnotherPage} from '@site/src/lib/urls/inSiteLink';
import styles from './offlineLinks.module.css';

const NOTICE_MS = 5000;

function showNotice(message: string): void {
  const detail: NotifyDetail = {message, type: 'error'};
  const handled = !window.dispatchEvent(new CustomEvent(NOTIFY_EVENT, {detail, cancelable: true}));
  if (handled) return;
  const notice = document.createElement('p');
  notice.className = styles.notice as string;
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  document.body.append(notice);
  window.setTimeout(() => notice.remove(), NOTICE_MS);
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || navigator.onLine) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return;
  const opens = opensAnotherPage({
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
    button: event.button,
    modified: event.metaKey || event.ctrlKey || event.shiftKey || event.altKey,
    current: window.location.href,
  });
  if (!opens) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  showNotice(offlineMessage(anchor.textContent ?? ''));
}

if (ExecutionEnvironment.canUseDOM) {
  // Capture, so the router's own click handler never starts the navigation.
  document.addEventListener('click', onClick, true);
}
