import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {LucideIcon} from 'lucide-react';
import ButtonLink from '@site/src/components/ButtonLink';
import styles from './styles.module.css';

export interface CardGridProps {
  /** Widest number of columns; cards wrap to fewer on narrow screens. */
  readonly columns?: 2 | 3 | 4;
  readonly className?: string;
  readonly children: ReactNode;
  /** Render as a list (ul/li) when the cards are items of one kind. */
  readonly asList?: boolean;
}

/** A responsive grid of cards. */
export default function CardGrid({
  columns = 3,
  className,
  children,
  asList = false,
}: CardGridProps): ReactNode {
  const classes = clsx(styles.grid, styles[`cols${columns}`], className);
  if (!asList) return <div className={classes}>{children}</div>;
  return (
    <ul className={clsx(classes, styles.list)}>
      {React.Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}

export interface CardProps {
  readonly title?: ReactNode;
  /** Heading level of the title (default h3, under a section's h2). */
  readonly titleAs?: 'h2' | 'h3' | 'h4';
  readonly icon?: ReactNode;
  /** Small label above the title (a category, a step number). */
  readonly eyebrow?: ReactNode;
  readonly children?: ReactNode;
  /** Actions or links at the bottom of the card. */
  readonly footer?: ReactNode;
  readonly className?: string;
  readonly highlighted?: boolean;
}

/** One card: optional icon, eyebrow and title, body, footer. */
export function Card({
  title,
  titleAs = 'h3',
  icon,
  eyebrow,
  children,
  footer,
  className,
  highlighted = false,
}: CardProps): ReactNode {
  return (
    <div className={clsx(styles.card, highlighted && styles.highlighted, className)}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      {title ? (
        <Heading as={titleAs} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}

/** A point made with an icon, a title and a sentence or two. */
export interface IconPoint {
  readonly icon: LucideIcon;
  readonly title: string;
  readonly text: string;
}

/** A list of icon cards, one per point. */
export function IconCards({
  points,
  columns,
}: {
  readonly points: readonly IconPoint[];
  readonly columns?: CardGridProps['columns'];
}): ReactNode {
  return (
    <CardGrid columns={columns} asList>
      {points.map(({icon: Icon, title, text}) => (
        <Card key={title} title={title} icon={<Icon size={22} />}>
          <p>{text}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

export interface LinkCardProps extends Pick<CardProps, 'icon' | 'eyebrow'> {
  readonly title: string;
  readonly description: string;
  /** Where the card's button leads. */
  readonly to: string;
  /** The button's label ("Open Guide"). */
  readonly action: string;
}

/** A card that leads somewhere: a title, a sentence and an outlined button. */
export function LinkCard({
  title,
  description,
  to,
  action,
  icon,
  eyebrow,
}: LinkCardProps): ReactNode {
  return (
    <Card
      icon={icon}
      eyebrow={eyebrow}
      title={title}
      footer={
        <ButtonLink to={to} variant="outline">
          {action}
        </ButtonLink>
      }>
      <p>{description}</p>
    </Card>
  );
}
