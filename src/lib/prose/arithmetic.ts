/**
 * Finds the equations written in running text ("$2,400 × 18 × 22% = $9,504") and checks that
 * each one adds up, so that a sentence cannot state arithmetic that its own figures contradict.
 *
 * Rules, in the order the text is read:
 *
 * - **Figures.** Digits with optional thousands separators and decimals ("1,299,107",
 *   "46.5"), a leading "$", a sign written before the "$" or the digits ("-$18,400",
 *   "−5"), a scale ("$5K", "$1.2M", "$2bn", "$4.8 million"), a percent ("22%", "22 per
 *   cent"), percentage points ("0.7 points", "3 pp"), a ratio to one ("4.2:1") or a multiple
 *   ("3.2x", "3.2×").
 * - **What is not a figure.** Numbers glued to a dash, slash, colon or letters are not
 *   arithmetic: ranges ("15-25%", "2-3 weeks", "$5K-50K+", "15–25%"), dates ("2025-05-13",
 *   "13/05/2025"), "24/7", times ("9:30"), phone numbers ("123-4567"), floors ("60+ days"),
 *   ordinals ("1st") and compounds ("60-day"). An equation that touches one is skipped.
 * - **Operators.** "+", "−" (and "-" with a space on both sides; a hyphen glued between two
 *   numbers is a range), "×", "*", "x" between two figures, "÷", "/" with spaces on both
 *   sides ("/order" after a figure is a unit), absolute value "|…|", parentheses. Two phrasings
 *   are read as multiplication: "22% of $400,000" (a percent, "of", a figure) and
 *   "160 orders at $60 each". A unit word between a figure and an operator is dropped
 *   ("12 months × $4,000"); units after a result end it ("= 46.5 days", "= $1,680 a day").
 * - **Equations.** "=" or "≈" with a complete expression on both sides; chains ("A = B = C")
 *   compare each side with the next. A side is complete when nothing arithmetic touches it:
 *   "revenue ÷ 4 = 25" and "= 25 × margin" are skipped, and so is a result followed by "to"
 *   or "or" and another figure (a range). Words before the first "=" are a label
 *   ("Customer margin = …"); a lone whole number there is a label too ("Tier 1 = …"). A pair
 *   of sides is checked only when one of them has an operator, so "1 point = $200,000" is a
 *   definition, not arithmetic.
 * - **Each figure is the interval of values that round to it**: "23.1%" is 23.05% to 23.15%,
 *   "$1,299,107" is ±$0.50, "$4.8 million" is ±$50,000. Whole numbers without "$", "%" or a
 *   scale used as operands ("× 18", "× 100", "÷ 365") are counts and factors, taken as exact;
 *   standing alone as a side (a result) they are rounded like any other figure.
 * - **Hedged figures.** After "about", "around", "roughly", "approximately", "nearly",
 *   "almost", "some", "close to", "~" or a "≈" relation, a figure may be off by a further 5% of
 *   itself (it was rounded more coarsely than its digits show). After "over", "more than",
 *   "above", "at least" a figure is a floor; after "under", "less than", "below", "up to",
 *   "at most" a ceiling (the figure itself, not widened by its rounding); such a figure is
 *   only checked as a whole side.
 * - **Arithmetic** is interval arithmetic: the left side's interval must overlap the right
 *   side's. A division by an interval that contains zero cannot be checked and passes.
 * - **Percent.** A percent operand is a fraction ("× 22%" is × 0.22, "÷ 23.1%" is ÷ 0.231).
 *   Adding a percent and a plain number is read both as fractions ("1 − 16%" = 0.84) and as
 *   percentage points ("24% − 0.7" = 23.3%). A result that is a lone percent may also equal the
 *   other side in points ("330 ÷ 1,200 × 100 = 27.5%"), unless that side is money.
 *
 * Text that does not make a complete, parseable equation is skipped: the checker prefers
 * missing a case to a false alarm.
 */

/** How a hedge word widens a figure. */
type Hedge = 'approximately' | 'atLeast' | 'atMost';

interface Figure {
  kind: 'figure';
  start: number;
  end: number;
  /** The value as displayed (scaled; a percent as a fraction). */
  value: number;
  /** Half the step of the last digit shown, in the same scale as `value`. */
  halfStep: number;
  money: boolean;
  percent: boolean;
  /** A whole number without "$", "%", scale, ratio or multiple: a count or a factor. */
  count: boolean;
  hedge?: Hedge;
}

interface Operator {
  kind: 'op';
  op: '+' | '-' | '*' | '/';
  start: number;
  end: number;
}

interface Mark {
  kind: '(' | ')' | '|' | 'stop' | 'opaque';
  start: number;
  end: number;
}

interface Relation {
  kind: 'rel';
  approximate: boolean;
  start: number;
  end: number;
}

interface Word {
  kind: 'word';
  text: string;
  start: number;
  end: number;
}

type Token = Figure | Operator | Mark | Relation | Word;

/** The share of itself by which a figure after "about" (and the like) may be off. */
const APPROXIMATE_TOLERANCE = 0.05;

const SCALES: Record<string, number> = {
  k: 1e3,
  K: 1e3,
  thousand: 1e3,
  M: 1e6,
  m: 1e6,
  million: 1e6,
  B: 1e9,
  bn: 1e9,
  billion: 1e9,
};
/** Scales that only read as such after a "$" ("$20m"; "20m" could be metres). */
const MONEY_ONLY_SCALES = new Set(['m', 'B']);

const APPROXIMATE_WORDS = [
  'about',
  'around',
  'roughly',
  'approximately',
  'approx',
  'nearly',
  'almost',
  'some',
  'circa',
  'close to',
];
const FLOOR_WORDS = [
  'over',
  'more than',
  'above',
  'at least',
  'just over',
  'a little over',
  'well over',
];
const CEILING_WORDS = [
  'under',
  'less than',
  'below',
  'up to',
  'at most',
  'just under',
  'a little under',
];
const HEDGES: ReadonlyArray<[string[], Hedge]> = [
  ...[...FLOOR_WORDS, ...CEILING_WORDS, ...APPROXIMATE_WORDS]
    .map((phrase): [string[], Hedge] => [
      phrase.split(' '),
      FLOOR_WORDS.includes(phrase)
        ? 'atLeast'
        : CEILING_WORDS.includes(phrase)
          ? 'atMost'
          : 'approximately',
    ])
    // Longest phrase first, so "just over" wins over "over".
    .sort((a, b) => b[0].length - a[0].length),
];

/** Words that may sit between a figure and an operator as its unit ("12 months × $4,000"). */
const UNIT_WORDS = new Set([
  'day',
  'days',
  'week',
  'weeks',
  'month',
  'months',
  'quarter',
  'quarters',
  'year',
  'years',
  'hour',
  'hours',
  'minute',
  'minutes',
  'customer',
  'customers',
  'account',
  'accounts',
  'order',
  'orders',
  'deal',
  'deals',
  'quote',
  'quotes',
  'line',
  'lines',
  'unit',
  'units',
  'item',
  'items',
  'product',
  'products',
  'sku',
  'skus',
  'invoice',
  'invoices',
  'drop',
  'drops',
  'delivery',
  'deliveries',
  'visit',
  'visits',
  'call',
  'calls',
  'opportunity',
  'opportunities',
  'people',
  'reps',
  'contractors',
  'branches',
  'sites',
]);

/** Words that, between a result and another figure, make the result one end of a range. */
const RANGE_WORDS = new Set(['to', 'or']);

// --- Reading the text into tokens -------------------------------------------------------

const FIGURE =
  /(?<sign>[-−])?(?<dollar>\$)?(?<whole>\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(?<fraction>\d+))?/y;
const ATTACHED_SCALE = /(?<scale>bn|[kKMmB])(?![A-Za-z0-9])/y;
const WORD_SCALE = /\s(?<scale>thousand|million|billion)\b/y;
const PERCENT = /%|\s?(?:per cent|percent)\b/y;
const POINTS = /\s(?:percentage points?|points?|pts|pp)\b/y;
const RATIO_TO_ONE = /:1(?![\d.]|:\d)/y;
const MULTIPLE = /[x×](?![A-Za-z0-9])/y;
/** A dash glued between numbers: a range, a date or a phone number, never a subtraction. */
const GLUED_RANGE = /(?:[-–—]\$?\d[\d,.]*(?:bn|[kKMmB])?%?)+\+?/y;
const GLUED_SLASH = /(?:\/\d[\d,.]*)+/y;
const GLUED_COLON = /(?::\d+)+/y;
/** "60+ days", "50K+": a floor, not a figure. */
const GLUED_PLUS = /\+(?![\s]*[-−$(\d])/y;
const GLUED_LETTERS = /(?:-?[A-Za-z])[A-Za-z0-9-]*/y;
const WORD = /[A-Za-z](?:[A-Za-z0-9'’]|-(?=[A-Za-z]))*/y;
const UNIT_AFTER_SLASH = /\/[A-Za-z]+/y;
/** What can start an operand after an operator (spaces skipped). */
const OPERAND_AHEAD = /\s*(?:[-−]?\$?\d|\(|\|)/y;
const SPACE = /\s/;

function matchAt(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function isOperand(token: Token | undefined): boolean {
  return token !== undefined && (token.kind === 'figure' || token.kind === ')');
}

/** Reads a figure at `at`, or a stretch of numeric text that is not one, or nothing. */
function readFigure(text: string, at: number, previous: Token | undefined): Token | undefined {
  const match = matchAt(FIGURE, text, at);
  if (!match?.groups) return undefined;
  const {sign, dollar, whole = '', fraction = ''} = match.groups;
  // A sign only where no operand precedes: "$840 −$645" is a subtraction.
  if (sign && isOperand(previous)) return undefined;
  let end = at + match[0].length;
  const opaque = (pattern: RegExp): Token | undefined => {
    const glued = matchAt(pattern, text, end);
    return glued ? {kind: 'opaque', start: at, end: end + glued[0].length} : undefined;
  };
  const notAFigure = opaque(GLUED_RANGE) ?? opaque(GLUED_SLASH);
  if (notAFigure) return notAFigure;

  const money = dollar !== undefined;
  let scale = 1;
  const scaleMatch = matchAt(ATTACHED_SCALE, text, end) ?? matchAt(WORD_SCALE, text, end);
  const scaleName = scaleMatch?.groups?.scale;
  if (scaleMatch && scaleName && (money || !MONEY_ONLY_SCALES.has(scaleName))) {
    scale = SCALES[scaleName] ?? 1;
    end += scaleMatch[0].length;
  }
  let percent = false;
  const percentMatch = matchAt(PERCENT, text, end) ?? matchAt(POINTS, text, end);
  if (percentMatch) {
    percent = true;
    end += percentMatch[0].length;
  }
  // "3x $400" and "2x3" multiply; "3x" or "3.2×" without a figure after it is a multiple.
  const multipliesNext = /[x×]/.test(text[end] ?? '') && !!matchAt(OPERAND_AHEAD, text, end + 1);
  let ratioOrMultiple = false;
  const ratio = percent ? null : matchAt(RATIO_TO_ONE, text, end);
  const multiple = percent || multipliesNext ? null : matchAt(MULTIPLE, text, end);
  if (ratio ?? multiple) {
    ratioOrMultiple = true;
    end += (ratio ?? multiple)?.[0].length ?? 0;
  }
  const glued =
    opaque(GLUED_RANGE) ?? opaque(GLUED_SLASH) ?? opaque(GLUED_COLON) ?? opaque(GLUED_PLUS);
  if (glued) return glued;
  // Letters glued on ("1st", "60-day", "3D").
  const letters = multipliesNext ? undefined : opaque(GLUED_LETTERS);
  if (letters) return letters;

  const decimals = fraction.length;
  const digits = Number(`${whole.replace(/,/g, '')}.${fraction || '0'}`);
  const unit = (percent ? 0.01 : 1) * scale;
  return {
    kind: 'figure',
    start: at,
    end,
    value: (sign ? -1 : 1) * digits * unit,
    halfStep: 0.5 * 10 ** -decimals * unit,
    money,
    percent,
    count: !money && !percent && scale === 1 && decimals === 0 && !ratioOrMultiple,
  };
}

function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at] ?? '';
    if (SPACE.test(char)) {
      at += 1;
      continue;
    }
    const previous = tokens[tokens.length - 1];
    const figure = /[-−$\d]/.test(char) ? readFigure(text, at, previous) : undefined;
    if (figure) {
      tokens.push(figure);
      at = figure.end;
      continue;
    }
    const single = (token: Token): void => {
      tokens.push(token);
      at = token.end;
    };
    const end = at + 1;
    const spacedBothSides = SPACE.test(text[at - 1] ?? ' ') && SPACE.test(text[end] ?? ' ');
    if (char === '(' || char === ')' || char === '|') single({kind: char, start: at, end});
    else if (char === '=') single({kind: 'rel', approximate: false, start: at, end});
    else if (char === '≈') single({kind: 'rel', approximate: true, start: at, end});
    else if (char === '+' || char === '−' || char === '×' || char === '*' || char === '÷') {
      const op = char === '+' ? '+' : char === '−' ? '-' : char === '÷' ? '/' : '*';
      single({kind: 'op', op, start: at, end});
    } else if (char === '-' && spacedBothSides) single({kind: 'op', op: '-', start: at, end});
    else if (char === '/' && spacedBothSides) single({kind: 'op', op: '/', start: at, end});
    else if (char === '/' && matchAt(UNIT_AFTER_SLASH, text, at)) {
      const unit = matchAt(UNIT_AFTER_SLASH, text, at)?.[0] ?? '/';
      single({kind: 'word', text: unit, start: at, end: at + unit.length});
    } else if (char === '~' && matchAt(OPERAND_AHEAD, text, end)) {
      single({kind: 'word', text: 'about', start: at, end});
    } else if (
      char === 'x' &&
      isOperand(previous) &&
      !/[A-Za-z]/.test(text[end] ?? '') &&
      matchAt(OPERAND_AHEAD, text, end)
    ) {
      single({kind: 'op', op: '*', start: at, end});
    } else {
      const word = matchAt(WORD, text, at);
      if (word) single({kind: 'word', text: word[0], start: at, end: at + word[0].length});
      else single({kind: 'stop', start: at, end});
    }
  }
  return attachWords(tokens);
}

function wordAt(tokens: readonly Token[], index: number): string | undefined {
  const token = tokens[index];
  return token?.kind === 'word' ? token.text.toLowerCase() : undefined;
}

/**
 * Gives meaning to the words around figures: hedges join the figure after them, "22% of
 * $400" and "160 orders at $60 each" become multiplications, and a unit word between a figure
 * and an operator is dropped.
 */
function attachWords(tokens: Token[]): Token[] {
  return readPhrases(attachHedges(tokens));
}

/** The figure that hedge words starting at token `i` qualify, and its index. */
function hedgedFigure(
  tokens: readonly Token[],
  i: number,
): {figure: Figure; index: number} | undefined {
  for (const [words, hedge] of HEDGES) {
    if (!words.every((word, k) => wordAt(tokens, i + k) === word)) continue;
    let index = i + words.length;
    if (words[0] === 'approx' && tokens[index]?.kind === 'stop') index += 1;
    const figure = tokens[index];
    if (figure?.kind === 'figure') return {figure: {...figure, hedge}, index};
  }
  return undefined;
}

/** A hedge's words (and the full stop of "approx.") join the figure after them. */
function attachHedges(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (token.kind === 'word') {
      const hedged = hedgedFigure(tokens, i);
      if (hedged) {
        out.push(hedged.figure);
        i = hedged.index;
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

/** "22% of $400", "160 orders at $60 each", and unit words between a figure and an operator. */
function readPhrases(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    if (token === undefined) continue;
    if (token.kind === 'word') {
      const text = token.text.toLowerCase();
      const before = out[out.length - 1];
      const after = tokens[i + 1];
      if (text === 'of' && before?.kind === 'figure' && before.percent && startsOperand(after)) {
        out.push({kind: 'op', op: '*', start: token.start, end: token.end});
        continue;
      }
      if (text === 'at' && before?.kind === 'figure') {
        // "160 orders at $60 each": the figure after "at" must be followed by "each".
        const price = tokens[i + 1];
        if (price?.kind === 'figure' && wordAt(tokens, i + 2) === 'each') {
          out.push({kind: 'op', op: '*', start: token.start, end: token.end}, price);
          i += 2;
          continue;
        }
      }
      if (
        UNIT_WORDS.has(text) &&
        before?.kind === 'figure' &&
        (after?.kind === 'op' ||
          (wordAt(tokens, i + 1) === 'at' && tokens[i + 2]?.kind === 'figure'))
      ) {
        continue;
      }
    }
    out.push(token);
  }
  return out;
}

function startsOperand(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    (token.kind === 'figure' || token.kind === '(' || token.kind === '|' || isMinus(token))
  );
}

function isMinus(token: Token | undefined): boolean {
  return token?.kind === 'op' && token.op === '-';
}

// --- Parsing expressions ----------------------------------------------------------------

type Expression =
  | {kind: 'figure'; figure: Figure}
  | {kind: 'negate'; of: Expression}
  | {kind: 'abs'; of: Expression}
  | {kind: 'binary'; op: Operator['op']; left: Expression; right: Expression};

interface Parsed {
  expression: Expression;
  /** Index of the first token after the expression. */
  end: number;
}

/**
 * The longest expression that starts at token `at`: sums of products of figures, negations,
 * parenthesised and absolute-value groups. An operator not followed by an operand ends the
 * expression before it (the caller then sees an operator touching the side).
 */
function parseExpression(tokens: readonly Token[], at: number): Parsed | undefined {
  type Level = (start: number) => Parsed | undefined;
  /** Operands of `operand` joined, left to right, by any of the operators `ops`. */
  const chain =
    (ops: readonly string[], operand: Level): Level =>
    (start) => {
      let left = operand(start);
      while (left) {
        const op = tokens[left.end];
        if (op?.kind !== 'op' || !ops.includes(op.op)) break;
        const right = operand(left.end + 1);
        if (!right) break;
        left = {
          expression: {kind: 'binary', op: op.op, left: left.expression, right: right.expression},
          end: right.end,
        };
      }
      return left;
    };
  const sum: Level = chain(['+', '-'], (start) => product(start));
  const product: Level = chain(['*', '/'], (start) => unary(start));
  const unary = (start: number): Parsed | undefined => {
    const token = tokens[start];
    if (isMinus(token)) {
      const inner = unary(start + 1);
      return inner && {expression: {kind: 'negate', of: inner.expression}, end: inner.end};
    }
    if (token?.kind === 'figure')
      return {expression: {kind: 'figure', figure: token}, end: start + 1};
    if (token?.kind === '(' || token?.kind === '|') {
      const inner = sum(start + 1);
      const close = token.kind === '(' ? ')' : '|';
      if (!inner || tokens[inner.end]?.kind !== close) return undefined;
      const expression: Expression =
        token.kind === '|' ? {kind: 'abs', of: inner.expression} : inner.expression;
      return {expression, end: inner.end + 1};
    }
    return undefined;
  };
  return sum(at);
}

function hasOperator(expression: Expression): boolean {
  return expression.kind !== 'figure';
}

function figuresOf(expression: Expression): Figure[] {
  switch (expression.kind) {
    case 'figure':
      return [expression.figure];
    case 'negate':
    case 'abs':
      return figuresOf(expression.of);
    case 'binary':
      return [...figuresOf(expression.left), ...figuresOf(expression.right)];
  }
}

// --- Interval arithmetic ----------------------------------------------------------------

/** A closed interval [low, high]; infinite ends mean "unbounded". */
export type Interval = readonly [number, number];

const UNBOUNDED: Interval = [-Infinity, Infinity];

function isBounded([low, high]: Interval): boolean {
  return Number.isFinite(low) && Number.isFinite(high);
}

function combine(a: Interval, b: Interval, op: Operator['op']): Interval {
  if (!isBounded(a) || !isBounded(b)) return UNBOUNDED;
  if (op === '+') return [a[0] + b[0], a[1] + b[1]];
  if (op === '-') return [a[0] - b[1], a[1] - b[0]];
  if (op === '/' && b[0] <= 0 && b[1] >= 0) return UNBOUNDED;
  const ends =
    op === '*'
      ? [a[0] * b[0], a[0] * b[1], a[1] * b[0], a[1] * b[1]]
      : [a[0] / b[0], a[0] / b[1], a[1] / b[0], a[1] / b[1]];
  return [Math.min(...ends), Math.max(...ends)];
}

function apply(a: number, b: number, op: Operator['op']): number {
  return op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a / b;
}

/** One reading of a side: its interval, its value as written, and its dimensions. */
interface Reading {
  interval: Interval;
  /** The value computed from the figures exactly as displayed. */
  value: number;
  /** Power of dollars: 1 for money, 0 for a ratio of two amounts. */
  money: number;
  /** Power of percent: 1 for a share, 0 for a plain number. */
  percent: number;
  /** A lone percent read in points ("27.5%" as 27.5): only matches a side that is not money. */
  inPoints?: boolean;
}

/** Readings beyond this many (from mixing percents and plain numbers) are not explored. */
const MAX_READINGS = 64;

function figureInterval(figure: Figure, alone: boolean): Interval {
  const {value} = figure;
  const half = figure.count && !alone ? 0 : figure.halfStep;
  switch (figure.hedge) {
    // "over $1.1 million" is a bound the writer chose, not a rounded figure.
    case 'atLeast':
      return [value, Infinity];
    case 'atMost':
      return [-Infinity, value];
    case 'approximately': {
      const slack = half + APPROXIMATE_TOLERANCE * Math.abs(value);
      return [value - slack, value + slack];
    }
    default:
      return [value - half, value + half];
  }
}

function readings(expression: Expression, alone: boolean): Reading[] {
  switch (expression.kind) {
    case 'figure': {
      const {figure} = expression;
      return [
        {
          interval: figureInterval(figure, alone),
          value: figure.value,
          money: figure.money ? 1 : 0,
          percent: figure.percent ? 1 : 0,
        },
      ];
    }
    case 'negate':
      return readings(expression.of, false).map((reading) => ({
        ...reading,
        interval: [-reading.interval[1], -reading.interval[0]],
        value: -reading.value,
      }));
    case 'abs':
      return readings(expression.of, false).map((reading) => {
        const [low, high] = reading.interval;
        const interval: Interval =
          low >= 0 ? [low, high] : high <= 0 ? [-high, -low] : [0, Math.max(-low, high)];
        return {...reading, interval, value: Math.abs(reading.value)};
      });
    case 'binary': {
      const {op} = expression;
      const out: Reading[] = [];
      for (const left of readings(expression.left, false)) {
        for (const right of readings(expression.right, false)) {
          for (const [a, b] of pointReadings(left, right, op)) {
            out.push({
              interval: combine(a.interval, b.interval, op),
              value: apply(a.value, b.value, op),
              money: op === '*' ? a.money + b.money : op === '/' ? a.money - b.money : a.money,
              percent:
                op === '*' ? a.percent + b.percent : op === '/' ? a.percent - b.percent : a.percent,
            });
          }
        }
      }
      return out.slice(0, MAX_READINGS);
    }
  }
}

/**
 * The ways to read the two operands of an operation. Adding or subtracting a percent and a
 * plain number has two: both as fractions ("1 − 16%" = 0.84), or the plain number as
 * percentage points ("24% − 0.7" = 23.3%).
 */
function pointReadings(
  left: Reading,
  right: Reading,
  op: Operator['op'],
): Array<[Reading, Reading]> {
  const additive = op === '+' || op === '-';
  const asPoints = (plain: Reading, share: Reading): Reading => ({
    ...plain,
    interval: [plain.interval[0] / 100, plain.interval[1] / 100],
    value: plain.value / 100,
    percent: share.percent,
  });
  if (additive && left.money === right.money) {
    if (left.percent === 1 && right.percent === 0)
      return [
        [left, {...right, percent: 1}],
        [left, asPoints(right, left)],
      ];
    if (left.percent === 0 && right.percent === 1)
      return [
        [{...left, percent: 1}, right],
        [asPoints(left, right), right],
      ];
  }
  return [[left, right]];
}

/** The readings of a whole side of an equation. */
function sideReadings(expression: Expression): Reading[] {
  const alone = !hasOperator(expression);
  const base = readings(expression, alone);
  if (alone && expression.kind === 'figure' && expression.figure.percent) {
    // "… × 100 = 27.5%": the percent may be meant in points.
    return [
      ...base,
      ...base.map((reading) => ({
        ...reading,
        interval: [reading.interval[0] * 100, reading.interval[1] * 100] as const,
        value: reading.value * 100,
        percent: 0,
        inPoints: true,
      })),
    ];
  }
  return base;
}

function overlaps(a: Interval, b: Interval): boolean {
  // A little room for binary floating point ("0.1 + 0.2"), relative to the finite ends.
  const scale = Math.max(1, ...[...a, ...b].filter(Number.isFinite).map(Math.abs));
  const slack = 1e-9 * scale;
  return a[0] <= b[1] + slack && b[0] <= a[1] + slack;
}

function agree(left: Reading, right: Reading): boolean {
  if (left.inPoints && right.money !== 0) return false;
  if (right.inPoints && left.money !== 0) return false;
  return overlaps(left.interval, right.interval);
}

// --- Finding equations ------------------------------------------------------------------

interface Side {
  expression: Expression;
  /** First token and the token after the last. */
  from: number;
  to: number;
}

/** One pair of adjacent sides of an equation and whether they agree. */
export interface Comparison {
  /** The two sides as written. */
  left: string;
  right: string;
  agrees: boolean;
  /** The left side computed from its figures as displayed (in its first reading). */
  leftValue: number;
  leftInterval: Interval;
  rightInterval: Interval;
}

/** An equation found in the text: its comparisons, one per "=" or "≈" between two figures. */
export interface EquationCheck {
  /** The equation as written, from its first compared side to its last. */
  text: string;
  /** Offsets of `text` in the checked text. */
  start: number;
  end: number;
  agrees: boolean;
  comparisons: Comparison[];
}

/** Tokens that may sit right before a side without being part of it. */
function isBoundaryBefore(token: Token | undefined): boolean {
  return (
    token === undefined ||
    token.kind === 'word' ||
    token.kind === 'stop' ||
    token.kind === 'rel' ||
    token.kind === '(' ||
    token.kind === ')'
  );
}

/** Tokens that may follow a side without being part of it. */
function isBoundaryAfter(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (token === undefined) return true;
  if (token.kind === 'word') {
    // "= 15 to 25%": the result is one end of a range.
    return !(RANGE_WORDS.has(token.text.toLowerCase()) && tokens[index + 1]?.kind === 'figure');
  }
  return token.kind === 'stop' || token.kind === 'rel' || token.kind === '(' || token.kind === ')';
}

/** The side that ends just before token `rel`, starting as early as the text allows. */
function sideBefore(tokens: readonly Token[], rel: number): Side | undefined {
  for (let from = 0; from < rel; from += 1) {
    if (!isBoundaryBefore(tokens[from - 1])) continue;
    const parsed = parseExpression(tokens, from);
    if (parsed && parsed.end === rel) return {expression: parsed.expression, from, to: rel};
  }
  return undefined;
}

/** The side that starts just after token `rel`, if it is complete. */
function sideAfter(tokens: readonly Token[], rel: number): Side | undefined {
  const parsed = parseExpression(tokens, rel + 1);
  if (!parsed || !isBoundaryAfter(tokens, parsed.end)) return undefined;
  return {expression: parsed.expression, from: rel + 1, to: parsed.end};
}

/** A side usable in a comparison: no floor or ceiling inside arithmetic. */
function isCheckable(side: Side): boolean {
  if (!hasOperator(side.expression)) return true;
  return figuresOf(side.expression).every(
    (figure) => figure.hedge === undefined || figure.hedge === 'approximately',
  );
}

/** "≈" makes the figure after it approximate when it stands alone. */
function approximated(side: Side, relation: Relation): Side {
  const {expression} = side;
  if (!relation.approximate || expression.kind !== 'figure' || expression.figure.hedge) return side;
  return {
    ...side,
    expression: {kind: 'figure', figure: {...expression.figure, hedge: 'approximately'}},
  };
}

function compare(text: string, tokens: readonly Token[], left: Side, right: Side): Comparison {
  const span = (side: Side): string => {
    const first = tokens[side.from];
    const last = tokens[side.to - 1];
    return first && last ? text.slice(first.start, last.end) : '';
  };
  const leftReadings = sideReadings(left.expression);
  const rightReadings = sideReadings(right.expression);
  const agrees = leftReadings.some((l) => rightReadings.some((r) => agree(l, r)));
  const [first] = leftReadings;
  return {
    left: span(left),
    right: span(right),
    agrees,
    leftValue: first ? first.value : 0,
    leftInterval: first ? first.interval : UNBOUNDED,
    rightInterval: rightReadings[0]?.interval ?? UNBOUNDED,
  };
}

/**
 * Every equation in `text` whose sides can be read, each with whether its arithmetic agrees
 * (see the rules at the top of this module). Text without a complete equation gives nothing.
 */
export function checkArithmetic(text: string): EquationCheck[] {
  const tokens = lex(text);
  const checks: EquationCheck[] = [];
  let chain: {sides: Array<Side | undefined>; relations: Relation[]} | undefined;
  let previousRight: Side | undefined;

  const closeChain = (): void => {
    if (!chain) return;
    const {sides, relations} = chain;
    const comparisons: Array<{left: Side; right: Side; comparison: Comparison}> = [];
    sides.forEach((left, k) => {
      const relation = relations[k];
      let right = sides[k + 1];
      if (!left || !right || !relation) return;
      // A lone whole number before the first "=" is a label ("Tier 1 = …").
      if (k === 0 && left.expression.kind === 'figure' && left.expression.figure.count) return;
      if (!hasOperator(left.expression) && !hasOperator(right.expression)) return;
      if (!isCheckable(left) || !isCheckable(right)) return;
      right = approximated(right, relation);
      comparisons.push({left, right, comparison: compare(text, tokens, left, right)});
    });
    const first = comparisons[0];
    const last = comparisons[comparisons.length - 1];
    const start = first && tokens[first.left.from]?.start;
    const end = last && tokens[last.right.to - 1]?.end;
    if (start !== undefined && end !== undefined) {
      checks.push({
        text: text.slice(start, end),
        start,
        end,
        agrees: comparisons.every(({comparison}) => comparison.agrees),
        comparisons: comparisons.map(({comparison}) => comparison),
      });
    }
    chain = undefined;
  };

  tokens.forEach((token, index) => {
    if (token.kind !== 'rel') return;
    const continues = chain !== undefined && previousRight?.to === index;
    if (!continues) {
      closeChain();
      chain = {sides: [sideBefore(tokens, index)], relations: []};
    }
    const right = sideAfter(tokens, index);
    chain?.relations.push(token);
    chain?.sides.push(right);
    previousRight = right;
  });
  closeChain();
  return checks;
}
