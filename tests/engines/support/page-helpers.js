/*
 * Runs at the start of every page the engine tests open, before the page's own scripts (a
 * preload script in Firefox, a user script in the WebKit window). Plain JavaScript, read as
 * text by both drivers.
 *
 * It keeps what went wrong on the page (uncaught errors, rejected promises nobody handled,
 * console.error: React reports hydration mismatches there), and finds elements the way the
 * scenarios name them, as a visitor would: by their label, role and name, not by markup.
 *
 * Selectors, joined by " >> " to search within the element found before:
 *   button                every element of that role
 *   button=Calculate      an element of that role whose accessible name is exactly that
 *   button~=Replace the   … whose name contains that
 *   label=Annual revenue  a form field whose label is exactly that (label~= for "contains")
 *   testid=share-link     [data-testid="share-link"]
 *   text=Link copied      the innermost element whose text contains that
 *   nth=2                 the third of the elements matched so far
 *   anything else         a CSS selector
 * Roles: button, link, tab, tabpanel, checkbox, combobox, textbox, heading, dialog, region,
 * status, alert, listitem, option, listbox, searchbox, complementary, table, row.
 */
(() => {
  if (window.__engine) return;
  const problems = [];
  const describe = (value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  window.addEventListener('error', (event) => {
    problems.push(`uncaught ${describe(event.error ?? event.message)}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    problems.push(`unhandled rejection ${describe(event.reason)}`);
  });
  const consoleError = console.error;
  console.error = function (...args) {
    problems.push(`console.error ${args.map(describe).join(' ')}`);
    return consoleError.apply(this, args);
  };

  const ROLES = {
    button:
      'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"], summary',
    link: 'a[href], [role="link"]',
    tab: '[role="tab"]',
    tabpanel: '[role="tabpanel"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    combobox: 'select, [role="combobox"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], textarea, [role="textbox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: '[role="status"], output',
    alert: '[role="alert"]',
    listitem: 'li, [role="listitem"]',
    option: 'option, [role="option"]',
    listbox: 'select[multiple], [role="listbox"]',
    searchbox: 'input[type="search"], [role="searchbox"]',
    complementary: 'aside, [role="complementary"]',
    table: 'table, [role="table"], [role="grid"]',
    row: 'tr, [role="row"]',
  };

  // Zero-width spaces (a heading's permalink holds one) are not part of a name.
  const squash = (text) =>
    (text ?? '')
      .replace(/[\u200B-\u200D\uFEFF]/g, '')
      .replace(/\s+/g, ' ')
      .trim();

  const visible = (element) => {
    if (!(element instanceof Element) || element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  };

  /** The text of a subtree as a reader hears it: hidden parts and aria-hidden ones left out. */
  const textOf = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
    if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) return '';
    if (node.matches('script, style, template')) return '';
    if (node instanceof HTMLImageElement) return node.alt;
    return [...node.childNodes].map(textOf).join('');
  };

  const byIds = (ids) =>
    squash(
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id))
        .filter(Boolean)
        .map((element) => textOf(element))
        .join(' '),
    );

  /** A simplified accessible name: enough for the site's own markup. */
  const nameOf = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return byIds(labelledBy);
    const label = element.getAttribute('aria-label');
    if (label) return squash(label);
    if (element.labels && element.labels.length > 0) {
      return squash([...element.labels].map((each) => textOf(each)).join(' '));
    }
    if (
      element instanceof HTMLInputElement &&
      ['button', 'submit', 'reset'].includes(element.type)
    ) {
      return squash(element.value);
    }
    const own = squash(textOf(element));
    return own || squash(element.getAttribute('title'));
  };

  const matches = (actual, wanted, contains) =>
    contains ? actual.includes(wanted) : actual === wanted;

  const step = (roots, part) => {
    const [, kind, operator, wanted] = /^([a-z]+)(~?=)(.*)$/s.exec(part) ?? [];
    const contains = operator === '~=';
    const under = (selector) => roots.flatMap((root) => [...root.querySelectorAll(selector)]);
    if (kind === 'nth') return roots.slice(Number(wanted), Number(wanted) + 1);
    if (kind === 'testid') return under(`[data-testid="${wanted}"]`);
    if (kind === 'label') {
      return under('input, select, textarea, [role="textbox"], [role="combobox"]').filter(
        (element) => matches(nameOf(element), wanted, contains),
      );
    }
    if (kind === 'text') {
      const candidates = roots.flatMap((root) => [
        ...(root instanceof Element ? [root] : []),
        ...root.querySelectorAll('*'),
      ]);
      return candidates.filter(
        (element) =>
          !element.matches('script, style, head, head *') &&
          squash(textOf(element)).includes(wanted) &&
          ![...element.children].some((child) => squash(textOf(child)).includes(wanted)),
      );
    }
    if (!operator && ROLES[part]) return under(ROLES[part]);
    if (kind && ROLES[kind]) {
      return under(ROLES[kind]).filter((element) => matches(nameOf(element), wanted, contains));
    }
    return under(part);
  };

  /** Every element the selector names, in document order. */
  const findAll = (selector) =>
    selector
      .split(' >> ')
      .reduce((roots, part) => [...new Set(step(roots, part.trim()))], [document]);

  /** The first visible element the selector names, or null. */
  const find = (selector) => findAll(selector).find(visible) ?? null;

  Object.defineProperty(window, '__engine', {
    value: Object.freeze({
      problems,
      find,
      findAll,
      visible,
      nameOf,
      textOf: (element) => squash(textOf(element)),
    }),
  });
})();
