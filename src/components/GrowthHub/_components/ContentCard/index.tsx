import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  ArrowRight,
  BookOpen,
  CircleHelp,
  CirclePlay,
  Download,
  FileText,
  GraduationCap,
  Package,
  type LucideIcon,
} from 'lucide-react';
import {Card} from '@site/src/components/CardGrid';
import {
  CONTENT_TYPE_NAMES,
  cardTarget,
  formatHubDate,
  type ContentType,
  type GrowthHubItem,
} from '@site/src/lib/growthHub/content';
import styles from './styles.module.css';

const TYPE_ICONS: Readonly<Record<ContentType, LucideIcon>> = {
  article: FileText,
  guide: BookOpen,
  'educational-hub': GraduationCap,
  'question-content': CircleHelp,
  'growth-kit': Package,
  video: CirclePlay,
};

/** The action named at the foot of each kind of card. */
const ACTION_LABELS: Readonly<Record<ContentType, string>> = {
  article: 'Read article',
  guide: 'Read guide',
  'educational-hub': 'Explore hub',
  'question-content': 'Read answer',
  'growth-kit': 'Access Kit',
  video: 'Watch video',
};

export interface ContentCardProps {
  readonly item: GrowthHubItem;
}

/**
 * One card of the hub grid: type and category, title, excerpt, author, date and reading
 * time. The title links to the item and the whole card is its click target; a growth kit
 * instead lists what it includes and has an "Access Kit" button.
 */
export default function ContentCard({item}: ContentCardProps): ReactNode {
  const Icon = TYPE_ICONS[item.type];
  const target = cardTarget(item);
  const action = ACTION_LABELS[item.type];
  return (
    <Card
      className={styles.card}
      titleAs="h2"
      icon={<Icon size={22} />}
      eyebrow={`${CONTENT_TYPE_NAMES[item.type].label} · ${item.category}`}
      title={
        item.type === 'growth-kit' ? (
          item.title
        ) : (
          <Link to={target} className={styles.titleLink}>
            {item.title}
          </Link>
        )
      }
      footer={
        item.type === 'growth-kit' ? (
          // The same text link as the other cards' footers, so the grid reads evenly.
          <Link to={target} className={styles.action} aria-label={`${action}: ${item.title}`}>
            {action}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        ) : (
          <span className={styles.action} aria-hidden="true">
            {action}
            <ArrowRight size={16} />
          </span>
        )
      }>
      <p>{item.excerpt}</p>
      {item.type === 'growth-kit' ? (
        <>
          <ul className={styles.includes} aria-label={`${item.title} includes`}>
            {item.includes.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
          <p className={styles.downloads}>
            <Download aria-hidden="true" size={16} />
            {item.downloads}
          </p>
        </>
      ) : null}
      <p className={styles.details}>
        <span>{item.author}</span>
        <time dateTime={item.date.slice(0, 10)}>{formatHubDate(item.date)}</time>
        <span>{item.readTime}</span>
      </p>
    </Card>
  );
}
