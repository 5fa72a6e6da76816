import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BackLink from '@site/src/components/BackLink';
import CtaBand from '@site/src/components/CtaBand';
import NoScriptNotice from '@site/src/components/NoScriptNotice';
import PageHero from '@site/src/components/PageHero';
import SitePage from '@site/src/components/SitePage';
import ToolData, {type ToolShare} from '@site/src/components/ToolData';
import type {FreeTool} from '@site/src/data/tools/tool';
import type {RecordSchema} from '@site/src/lib/storage/record';
import {webApplication} from '@site/src/lib/structuredData/pages';
import styles from './styles.module.css';

/** Route of the toolkit hub every free tool belongs to. */
export const TOOLKIT_PATH = '/margin-audit-toolkit';

export interface ToolPageProps<S> {
  readonly tool: FreeTool;
  /**
   * The records the tool keeps in this browser (a list made once, outside the component):
   * the page says when they are not being saved, have entries set aside or are oversized.
   */
  readonly records: readonly RecordSchema<unknown>[];
  /** How the tool's state is shared as a link. */
  readonly share: ToolShare<S>;
  readonly children: ReactNode;
}

/**
 * The frame of a free tool: back link to the toolkit, a hero with the one h1, what the tool
 * needs when the browser runs no JavaScript, the visitor's data (share link, where it is
 * kept, notices about it), the tool, and a closing call to action. Adds WebApplication
 * structured data.
 */
export default function ToolPage<S>({tool, records, share, children}: ToolPageProps<S>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <SitePage
      heading={tool.name}
      title={tool.title}
      description={tool.description}
      keywords={tool.keywords}
      structuredData={webApplication({
        siteUrl: siteConfig.url,
        path: tool.path,
        name: tool.name,
        description: tool.description,
      })}>
      <main>
        <PageHero
          className={styles.hero}
          before={<BackLink to={TOOLKIT_PATH} label="Back to Toolkit" onHero />}
          badge="Free tool · no sign-up"
          title={tool.name}
          lead={tool.lead}
          actions={<p className={styles.note}>{tool.note}</p>}
        />
        <div className="container">
          <NoScriptNotice
            className={styles.noScript}
            subject={tool.withoutScript.subject}
            downloads={tool.withoutScript.downloads}>
            <p>{tool.withoutScript.instead}</p>
          </NoScriptNotice>
        </div>
        <ToolData records={records} share={share} />
        {children}
        <div className="no-print">
          <CtaBand
            title="Want these numbers for every customer, every month?"
            text="We run this analysis across your ERP data and tell you where margin is leaking and what to do about it."
            primary={{label: 'Book a Call', to: '/book-call'}}
            secondary={{label: 'Calculate Your ROI', to: '/calculate-roi'}}
          />
        </div>
      </main>
    </SitePage>
  );
}

export interface ToolSectionProps {
  /** Id of the section's heading, or a name when it has none. */
  readonly labelledBy?: string;
  readonly label?: string;
  readonly children: ReactNode;
}

/** The band holding the tool itself, in the page container. */
export function ToolSection({labelledBy, label, children}: ToolSectionProps): ReactNode {
  return (
    <section className={styles.tool} aria-labelledby={labelledBy} aria-label={label}>
      <div className="container">{children}</div>
    </section>
  );
}

export interface ToolColumnsProps {
  /** The working area (inputs, lists). */
  readonly main: ReactNode;
  /** Results or summary, beside the working area on wide screens. */
  readonly aside: ReactNode;
  /** `wide`: the working area takes most of the width; `even`: closer to half. */
  readonly balance?: 'wide' | 'even' | 'fixed';
  /** Put the aside above the working area on narrow screens (a score to watch). */
  readonly asideFirstWhenStacked?: boolean;
  /**
   * Keep the aside in view while the working area scrolls: on any wide screen, or only on
   * tall ones (for an aside too tall to fit a laptop screen).
   */
  readonly sticky?: 'wide' | 'tall' | 'never';
}

/** Working area on the left, results on the right; stacked on narrow screens. */
export function ToolColumns({
  main,
  aside,
  balance = 'wide',
  asideFirstWhenStacked = false,
  sticky = 'wide',
}: ToolColumnsProps): ReactNode {
  const stickyClass = {wide: styles.stickyWide, tall: styles.stickyTall, never: undefined}[sticky];
  return (
    <div className={clsx(styles.columns, styles[balance])}>
      <div className={styles.main}>{main}</div>
      <div className={clsx(styles.aside, stickyClass, asideFirstWhenStacked && styles.asideFirst)}>
        {aside}
      </div>
    </div>
  );
}
