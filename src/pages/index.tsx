import React, {type ReactNode} from 'react';
import SitePage from '@site/src/components/SitePage';
import {site} from '@site/src/config/site';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <SitePage
      title="Commercial intelligence for B2B distributors"
      description={site.blurb}
      keywords={['commercial intelligence', 'margin leaks', 'B2B distributors']}>
      <main>
        <section className={styles.hero}>
          <div className="container">
            <p className={styles.badge}>Find margin leaks in 24 hours</p>
            <h1 className={styles.title}>Know What to Do Next To Grow Profits</h1>
            <p className={styles.lead}>{site.blurb}</p>
          </div>
        </section>
      </main>
    </SitePage>
  );
}
