import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

export type SectionTone = 'default' | 'muted' | 'dark';

export interface SectionTitleProps {
  /** Small label above the title. */
  readonly eyebrow?: ReactNode;
  readonly title: ReactNode;
  /** Paragraph under the title. */
  readonly intro?: ReactNode;
  readonly align?: 'start' | 'center';
  /** Heading level; sections of a page are h2, sub-sections h3. */
  readonly as?: 'h2' | 'h3';
  readonly id?: string;
}

/** The heading block of a section: eyebrow, title, intro. */
export function SectionTitle({
  eyebrow,
  title,
  intro,
  align = 'center',
  as = 'h2',
  id,
}: SectionTitleProps): ReactNode {
  return (
    <div className={clsx(styles.title, align === 'center' && styles.titleCenter)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading as={as} id={id} className={styles.heading}>
        {title}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}

export interface SectionProps extends Partial<Omit<SectionTitleProps, 'id' | 'title'>> {
  readonly id?: string;
  readonly title?: ReactNode;
  readonly tone?: SectionTone;
  /** Narrow the content column for reading text. */
  readonly narrow?: boolean;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * One band of a page: optional title block, then content, in a container. Landing and
 * content pages are lists of these.
 */
export default function Section({
  id,
  title,
  eyebrow,
  intro,
  align,
  as,
  tone = 'default',
  narrow = false,
  className,
  children,
}: SectionProps): ReactNode {
  const headingId = id && title ? `${id}-title` : undefined;
  // Register the id with the build's anchor check, so links such as /how-it-works#demos resolve.
  const brokenLinks = useBrokenLinks();
  if (id) brokenLinks.collectAnchor(id);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={clsx(styles.section, styles[tone], className)}>
      <div className={clsx('container', narrow && styles.narrow)}>
        {title ? (
          <SectionTitle
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            intro={intro}
            align={align}
            as={as}
          />
        ) : null}
        {children}
      </div>
    </section>
  );
}
