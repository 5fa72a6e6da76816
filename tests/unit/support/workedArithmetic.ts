/**
 * Reads the arithmetic that a sentence shows ("$6,000 ÷ $157,500 × 365 days") and the figure it
 * states as the answer ("14 days"), so a test can check that the two agree instead of
 * restating either. Words between the figures are ignored; × and ÷ bind before + and −.
 */

/** A figure as written: its value and half the unit of its last digit (what rounding hides). */
export interface WrittenFigure {
  readonly value: number;
  readonly halfUnit: number;
}

const FIGURE = /-?\$?\d[\d,]*(?:\.\d+)?%?/;
const TOKEN = new RegExp(`(${FIGURE.source})|([×÷+−])`, 'g');

/** "$1,200.50" → 1200.5, "2%" → 0.02, "-$18,400" → -18400, "26.3x" → 26.3. */
export function readFigure(text: string): WrittenFigure {
  if (/^Under 1 day$/.test(text)) return {value: 0, halfUnit: 0.5};
  const match = FIGURE.exec(text);
  if (!match) throw new Error(`no figure in "${text}"`);
  const written = match[0];
  const digits = written.replace(/[$,%]/g, '');
  const decimals = digits.split('.')[1]?.length ?? 0;
  const scale = written.endsWith('%') ? 100 : 1;
  return {value: Number(digits) / scale, halfUnit: (0.5 * 10 ** -decimals) / scale};
}

/** The value of the arithmetic written in `text`: "10 + 200 customers ÷ 100" → 12. */
export function evaluateWorking(text: string): number {
  const tokens = [...text.matchAll(TOKEN)].map((match) => match[0]);
  if (tokens.length % 2 === 0) throw new Error(`"${text}" is not figure, operator, figure, …`);
  let total = 0;
  let term = readFigure(tokens[0] ?? '').value;
  let sign = 1;
  for (let index = 1; index < tokens.length; index += 2) {
    const operator = tokens[index];
    const operand = readFigure(tokens[index + 1] ?? '').value;
    if (operator === '×') term *= operand;
    else if (operator === '÷') term /= operand;
    else if (operator === '+' || operator === '−') {
      total += sign * term;
      sign = operator === '+' ? 1 : -1;
      term = operand;
    } else throw new Error(`"${operator}" is not an operator, in "${text}"`);
  }
  return total + sign * term;
}
