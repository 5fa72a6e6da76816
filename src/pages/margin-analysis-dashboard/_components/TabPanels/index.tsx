import React, {type ReactNode} from 'react';
import CardGrid, {Card} from '@site/src/components/CardGrid';
import {
  DASHBOARD_BENEFITS,
  DASHBOARD_FEATURES,
  DASHBOARD_SETUP_STEPS,
  TEMPLATE_COLUMNS,
} from '@site/src/data/kits/dashboard';
import styles from './styles.module.css';
import {headingSlug} from '@site/src/lib/text/slug';

export function FeaturesPanel(): ReactNode {
  return (
    <CardGrid columns={3} asList>
      {DASHBOARD_FEATURES.map((feature) => (
        <Card key={feature.title} title={feature.title}>
          <p>{feature.description}</p>
        </Card>
      ))}
    </CardGrid>
  );
}

export function SetupPanel({templateFile}: {templateFile: string}): ReactNode {
  return (
    <div className={styles.setup}>
      <ol className={styles.steps}>
        {DASHBOARD_SETUP_STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 id={headingSlug(step.title)} className={styles.stepTitle}>
                {step.title}
              </h3>
              <p className={styles.time}>{step.time}</p>
              <p className={styles.stepText}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 id="the-templates-columns" className={styles.columnsTitle}>
        The template’s columns
      </h3>
      <p>
        {templateFile} has one row per invoice line. Fill in the first ten columns from your ERP;
        the last four are calculated.
      </p>
      <table className={styles.columns}>
        <thead>
          <tr>
            <th scope="col">Column</th>
            <th scope="col">What goes in it</th>
            <th scope="col">Formula</th>
          </tr>
        </thead>
        <tbody>
          {TEMPLATE_COLUMNS.map((column) => (
            <tr key={column.key}>
              <th scope="row">{column.header}</th>
              <td data-label="What goes in it">{column.description}</td>
              <td data-label="Formula">{column.formula ?? 'From your ERP'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function BenefitsPanel(): ReactNode {
  return (
    <ul className={styles.benefits}>
      {DASHBOARD_BENEFITS.map((benefit) => (
        <li key={benefit.title} className={styles.benefit}>
          <h3 id={headingSlug(benefit.title)} className={styles.benefitTitle}>
            {benefit.title}
          </h3>
          <p>{benefit.description}</p>
        </li>
      ))}
    </ul>
  );
}
