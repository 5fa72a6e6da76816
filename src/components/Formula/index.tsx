import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

export interface FormulaProps {
  /** The equation, in words and symbols ("CLV = Average order value × …"). */
  readonly children: ReactNode;
}

/**
 * An equation set apart from the text. Plain text rather than a code block: formulas are
 * prose to the reader, and code blocks would load the syntax highlighter.
 */
export default function Formula({children}: FormulaProps): ReactNode {
  // A div, not a p: MDX wraps multi-line children in their own paragraph.
  return <div className={styles.formula}>{children}</div>;
}

/** Several equations, one under the other. */
export function Formulas({formulas}: {readonly formulas: readonly string[]}): ReactNode {
  return (
    <>
      {formulas.map((formula) => (
        <Formula key={formula}>{formula}</Formula>
      ))}
    </>
  );
}
