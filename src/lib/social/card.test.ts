import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {MAX_TITLE_CHARS, cardElement, cardTitle, titleSize, type CardElement} from './card';

const input = {
  title: 'Churn Rate',
  section: 'Business Numbers',
  note: '2026 edition (draft)',
  productName: 'MarginScope',
  host: 'www.example.test',
  logo: 'data:image/svg+xml;base64,AAAA',
};

/** Every text in the tree, in order. */
function texts(element: CardElement | string): string[] {
  if (typeof element === 'string') return [element];
  const {children} = element.props;
  if (children === undefined) return [];
  return (Array.isArray(children) ? children : [children]).flatMap((child) =>
    texts(child as CardElement | string),
  );
}

describe('cardElement', () => {
  it('shows the product, the section with its note, the title and the host', () => {
    expect(texts(cardElement(input))).toEqual([
      'MarginScope',
      'Business Numbers · 2026 edition (draft)',
      'Churn Rate',
      'www.example.test',
    ]);
  });
  it('has no section label for a top-level page', () => {
    const {section: _section, note: _note, ...topLevel} = input;
    expect(texts(cardElement(topLevel))).toEqual(['MarginScope', 'Churn Rate', 'www.example.test']);
  });
  it('is exactly the size of a share image', () => {
    expect(cardElement(input).props.style).toMatchObject({width: 1200, height: 630});
  });
});

describe('titleSize', () => {
  it('gets smaller as titles get longer', () => {
    const sizes = [10, 30, 50, 80, 110].map((length) => titleSize('x'.repeat(length)));
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(new Set(sizes).size).toBeGreaterThan(2);
  });
});

describe('cardTitle', () => {
  it('keeps a title that fits, with its spaces collapsed', () => {
    expect(cardTitle('  Churn   Rate ')).toBe('Churn Rate');
  });
  it('cuts a long title at a word, with an ellipsis', () => {
    const long = `${'Margin '.repeat(30)}end`;
    const shown = cardTitle(long);
    expect(shown.endsWith('Margin…')).toBe(true);
    expect([...shown].length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
  });
  it('never returns more than the limit, nor an empty title for a non-empty one', () => {
    fc.assert(
      fc.property(
        fc.string({minLength: 1, maxLength: 400}).filter((s) => s.trim() !== ''),
        (title) => {
          const shown = cardTitle(title);
          expect([...shown].length).toBeLessThanOrEqual(MAX_TITLE_CHARS);
          expect(shown.trim()).not.toBe('');
        },
      ),
    );
  });
});
