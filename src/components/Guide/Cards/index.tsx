import React, {type ReactNode} from 'react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import ButtonLink from '@site/src/components/ButtonLink';
import Badge from '@site/src/components/Badge';
import type {GuideCard} from '@site/src/lib/guides/types';
import docGrid from '../docGrid.module.css';
import styles from './styles.module.css';

export interface GuideCardsProps {
  readonly items: readonly GuideCard[];
  /** Widest number of columns (cards wrap to one column on phones). */
  readonly columns?: 2 | 3;
}

/** The body of a card: description, labelled details, then a short list. */
function CardBody({item}: {readonly item: GuideCard}): ReactNode {
  return (
    <>
      <p>{item.description}</p>
      {item.details && item.details.length > 0 ? (
        <dl className={styles.details}>
          {item.details.map((detail) => (
            <div key={detail.label}>
              <dt>{detail.label}</dt>
              <dd>{detail.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {item.points && item.points.length > 0 ? (
        <ul className={styles.points}>
          {item.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A grid of content cards, as a list: benefits, use cases, strategies, tools, costs. */
export default function GuideCards({items, columns = 2}: GuideCardsProps): ReactNode {
  return (
    <CardGrid columns={columns} asList className={docGrid.docGrid}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <Card
            key={item.title}
            title={item.title}
            icon={Icon ? <Icon size={22} /> : undefined}
            eyebrow={item.badge ? <Badge tone="info">{item.badge}</Badge> : item.eyebrow}
            highlighted={item.highlighted}
            footer={
              item.link ? (
                <ButtonLink to={item.link.to} variant="outline">
                  {item.link.label}
                </ButtonLink>
              ) : undefined
            }>
            <CardBody item={item} />
          </Card>
        );
      })}
    </CardGrid>
  );
}
