import React, {type ReactNode} from 'react';
import {Building2, CircleCheck} from 'lucide-react';
import Heading from '@theme/Heading';
import type {SuccessStory as Story} from '@site/src/data/industries/types';
import styles from './styles.module.css';

/** An illustrative success story: the business, its challenge, the solution and the results. */
export default function SuccessStory({story}: {readonly story: Story}): ReactNode {
  return (
    <article className={styles.story} aria-label={`Success story: ${story.company}`}>
      <div className={styles.company}>
        <Building2 aria-hidden="true" size={28} className={styles.companyIcon} />
        <div>
          <p className={styles.companyName}>{story.company}</p>
          <p className={styles.profile}>{story.profile}</p>
        </div>
      </div>
      <div className={styles.body}>
        <div>
          <Heading as="h3" className={styles.heading}>
            The challenge
          </Heading>
          <p>{story.challenge}</p>
          <Heading as="h3" className={styles.heading}>
            The solution
          </Heading>
          <p>{story.solution}</p>
        </div>
        <div className={styles.results}>
          <Heading as="h3" className={styles.heading}>
            The results
          </Heading>
          <ul className={styles.resultList}>
            {story.results.map((result) => (
              <li key={result}>
                <CircleCheck aria-hidden="true" size={20} className={styles.check} />
                <span>{result}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}
