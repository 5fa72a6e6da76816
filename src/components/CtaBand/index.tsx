import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import ButtonLink from '@site/src/components/ButtonLink';
import styles from './styles.module.css';

export interface CtaAction {
  readonly label: string;
  readonly to: string;
}

export interface CtaBandProps {
  readonly title: ReactNode;
  readonly text?: ReactNode;
  /** Main action (solid button). */
  readonly primary: CtaAction;
  /** Optional second action (outlined button). */
  readonly secondary?: CtaAction;
  /** Short reassurance under the buttons ("30 minutes, no obligation"). */
  readonly note?: ReactNode;
}

/** The closing call-to-action band of a page. */
export default function CtaBand({title, text, primary, secondary, note}: CtaBandProps): ReactNode {
  return (
    <section className={styles.band}>
      <div className="container">
        <div className={styles.inner}>
          <Heading as="h2" className={styles.title}>
            {title}
          </Heading>
          {text ? <p className={styles.text}>{text}</p> : null}
          <div className={styles.actions}>
            <ButtonLink to={primary.to} variant="onDark" size="lg">
              {primary.label}
            </ButtonLink>
            {secondary ? (
              <ButtonLink to={secondary.to} variant="outlineOnDark" size="lg">
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
      </div>
    </section>
  );
}
