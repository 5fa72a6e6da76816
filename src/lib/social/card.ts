/**
 * The share image of a page (1200 × 630, what Open Graph and Twitter cards show): one design
 * for every page, in the site's colours, naming the product, the page's section and its
 * title. Pure: returns the element tree that Satori lays out (plain objects, no React).
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The brand colours of the card: the site's navy (src/css/custom.css) and accents. */
export const CARD_COLOURS = {
  navy: '#0b1b33',
  navy2: '#12284a',
  navy3: '#1d3a6b',
  onDark: '#ffffff',
  onDarkMuted: '#c7d3e6',
  accent: '#34d399',
  link: '#7aa7ff',
} as const;

export interface CardInput {
  /** The page's title (its h1). */
  readonly title: string;
  /** The part of the site the page is in ("Business Numbers"); none for top-level pages. */
  readonly section?: string;
  /** A note beside the section, such as the docs edition ("2026 edition (draft)"). */
  readonly note?: string;
  readonly productName: string;
  /** The site's host name, shown at the foot ("www.marginscope.example"). */
  readonly host: string;
  /** The logo as a data: URL (SVG). */
  readonly logo: string;
}

/** An element of the tree Satori renders. */
export interface CardElement {
  readonly type: string;
  readonly props: {
    readonly style?: Readonly<Record<string, string | number>>;
    readonly children?: string | CardElement | readonly (string | CardElement)[];
    readonly src?: string;
    readonly width?: number;
    readonly height?: number;
  };
}

const div = (
  style: Readonly<Record<string, string | number>>,
  children?: CardElement['props']['children'],
): CardElement => ({type: 'div', props: {style, ...(children !== undefined ? {children} : {})}});

/** Title size in pixels: large for short titles, smaller as they grow, to stay in 3 lines. */
export function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 28) return 80;
  if (length <= 48) return 68;
  if (length <= 72) return 58;
  return 50;
}

/** The longest title shown whole; a longer one ends in an ellipsis. */
export const MAX_TITLE_CHARS = 110;

/** The title as shown: white space collapsed, cut at a word with an ellipsis when too long. */
export function cardTitle(title: string): string {
  const text = title.replace(/\s+/g, ' ').trim();
  if ([...text].length <= MAX_TITLE_CHARS) return text;
  const cut = [...text].slice(0, MAX_TITLE_CHARS - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord || cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** The element tree of a page's share image. */
export function cardElement(input: CardInput): CardElement {
  const title = cardTitle(input.title);
  const label = [input.section, input.note].filter(Boolean).join(' · ');
  // The margins sit on an inner box: the outer one keeps exactly the card's size.
  const frame = {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    display: 'flex',
    backgroundImage: `linear-gradient(135deg, ${CARD_COLOURS.navy} 0%, ${CARD_COLOURS.navy2} 60%, ${CARD_COLOURS.navy3} 100%)`,
    color: CARD_COLOURS.onDark,
    fontFamily: 'Inter',
  };
  return div(frame, [
    div(
      {
        display: 'flex',
        flexGrow: 1,
        flexDirection: 'column',
        justifyContent: 'space-between',
        margin: '64px 88px 56px',
      },
      [
        div({display: 'flex', alignItems: 'center', fontSize: 38, fontWeight: 700}, [
          {type: 'img', props: {src: input.logo, width: 68, height: 68, style: {marginRight: 20}}},
          input.productName,
        ]),
        div({display: 'flex', flexDirection: 'column'}, [
          ...(label
            ? [
                div(
                  {
                    display: 'flex',
                    alignSelf: 'flex-start',
                    marginBottom: 28,
                    padding: '10px 22px',
                    borderRadius: 999,
                    backgroundColor: CARD_COLOURS.accent,
                    color: CARD_COLOURS.navy,
                    fontSize: 28,
                    fontWeight: 700,
                  },
                  label,
                ),
              ]
            : []),
          div(
            {
              display: 'flex',
              fontSize: titleSize(title),
              fontWeight: 700,
              lineHeight: 1.1,
              letterSpacing: -1,
            },
            title,
          ),
        ]),
        div(
          {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            fontSize: 26,
            color: CARD_COLOURS.onDarkMuted,
          },
          [
            div({display: 'flex'}, input.host),
            div({
              display: 'flex',
              width: 120,
              height: 8,
              borderRadius: 4,
              backgroundColor: CARD_COLOURS.accent,
            }),
          ],
        ),
      ],
    ),
  ]);
}
