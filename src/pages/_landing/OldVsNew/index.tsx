import React, {type ReactNode} from 'react';
import {CircleCheck, CircleX} from 'lucide-react';
import Section from '@site/src/components/Section';
import {site} from '@site/src/config/site';
import {OLD_VS_NEW} from '@site/src/data/landing';
import styles from './styles.module.css';

/** The old way against the new way, one comparison per row. */
export default function OldVsNew({id}: {id: string}): ReactNode {
  return (
    <Section
      id={id}
      eyebrow="The old way versus the new way"
      title="Stop finding out too late"
      intro="The same business, the same data, a very different month.">
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.oldHead}>
                The old way
              </th>
              <th scope="col" className={styles.newHead}>
                The new way, with {site.productName}
              </th>
            </tr>
          </thead>
          <tbody>
            {OLD_VS_NEW.map((row) => (
              <tr key={row.oldWay}>
                <td className={styles.old}>
                  <CircleX aria-hidden="true" size={20} className={styles.icon} />
                  <span>{row.oldWay}</span>
                </td>
                <td className={styles.new}>
                  <CircleCheck aria-hidden="true" size={20} className={styles.icon} />
                  <span>{row.newWay}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
