import type {Page} from '@playwright/test';

/** How far a centred heading's text may sit from the centre of its box, in CSS pixels. */
export const CENTRE_TOLERANCE_PX = 2;

/**
 * Centred headings whose text is off the centre of their box by more than the tolerance
 * (something invisible beside the text, such as a permalink, would push it aside), as
 * readable lines; empty when every centred heading is centred.
 */
export async function offCentreHeadings(page: Page): Promise<string[]> {
  return page.evaluate((tolerance) => {
    const found: string[] = [];
    for (const heading of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4'))) {
      const style = getComputedStyle(heading);
      if (style.textAlign !== 'center' || heading.getClientRects().length === 0) continue;
      // The words as drawn, line by line: text only, not the boxes of elements beside it
      // (the permalink's zero-width text has no width).
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...Array.from(range.getClientRects()).filter((rect) => rect.width > 0));
      }
      if (rects.length === 0) continue;
      const left = Math.min(...rects.map((rect) => rect.left));
      const right = Math.max(...rects.map((rect) => rect.right));
      const box = heading.getBoundingClientRect();
      const boxLeft = box.left + parseFloat(style.paddingLeft);
      const boxRight = box.right - parseFloat(style.paddingRight);
      const offset = (left + right) / 2 - (boxLeft + boxRight) / 2;
      if (Math.abs(offset) > tolerance) {
        found.push(`"${heading.textContent?.trim()}" is ${offset.toFixed(1)} px off centre`);
      }
    }
    return found;
  }, CENTRE_TOLERANCE_PX);
}

/**
 * Action buttons (the theme's buttons, and links styled as them) and tabs whose label runs
 * over more than one line: a run of text that the line breaks (a badge or an icon set on a
 * line of its own is a layout choice). Disclosure buttons that hold a question or a step's
 * description are written to wrap, and are not these.
 */
export async function wrappedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const button of Array.from(
      document.querySelectorAll<HTMLElement>('.button, [role="tab"]'),
    )) {
      if (button.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => rect.top)
          .sort((a, b) => a - b);
        // A new line starts at least half a line below the one before.
        const lines = tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 6);
        if (lines.length > 1) {
          found.push(`"${button.textContent?.trim()}" wraps over ${lines.length} lines`);
          break;
        }
      }
    }
    return found;
  });
}

/**
 * What sticks out past the right edge of the viewport, when the page scrolls sideways:
 * elements whose right edge passes the viewport, outside any box that clips or scrolls them.
 */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    // Inside a box that clips or scrolls, or fixed to the viewport: none of these widen the page.
    const contained = (element: Element): boolean => {
      if (getComputedStyle(element).position === 'fixed') return true;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === document.documentElement) return false;
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const found = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 1 && !contained(element))
      .slice(0, 5)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          typeof element.className === 'string' && element.className
            ? `.${element.className.trim().split(/\s+/).join('.')}`
            : ''
        }`;
        return `${name} ends at ${Math.round(element.getBoundingClientRect().right)} px`;
      });
    return [`the page is ${document.documentElement.scrollWidth} px wide at ${width} px`, ...found];
  });
}

/** The smallest text an action button or tab may have, in CSS pixels. */
export const MIN_BUTTON_TEXT_PX = 14;

/** Action buttons and tabs whose label is set smaller than the minimum. */
export async function smallButtonText(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    return Array.from(document.querySelectorAll<HTMLElement>('.button, [role="tab"]'))
      .filter((button) => button.getClientRects().length > 0 && button.textContent?.trim())
      .map((button) => ({button, size: parseFloat(getComputedStyle(button).fontSize)}))
      .filter(({size}) => size < minimum)
      .map(({button, size}) => `"${button.textContent?.trim()}" is set in ${size} px text`);
  }, MIN_BUTTON_TEXT_PX);
}

/** Buttons whose label is wider than the button (cut off, or spilling out of it). */
export async function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, .button'))
      .filter((button) => button.getClientRects().length > 0)
      .filter((button) => button.scrollWidth > button.clientWidth + 1)
      .map(
        (button) =>
          `"${button.textContent?.trim()}" needs ${button.scrollWidth} px in ${button.clientWidth} px`,
      ),
  );
}
