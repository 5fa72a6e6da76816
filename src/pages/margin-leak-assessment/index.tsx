import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Panel from '@site/src/components/Panel';
import ToolPage, {ToolColumns, ToolSection} from '@site/src/components/ToolPage';
import {MARGIN_LEAK_CHECKLIST_TOOL} from '@site/src/data/tools/marginLeakChecklist';
import {
  CHECKLIST_ITEM_COUNT,
  CHECKLIST_SECTIONS,
  CHECKLIST_SECTION_SIZES,
} from '@site/src/data/marginLeakChecklist';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {checklistKey, completionPercent, countChecked} from '@site/src/lib/checklist/checklist';
import {CHECKLIST_RECORD, CHECKLIST_SHARE} from '@site/src/lib/checklist/record';
import NextSteps from './_components/NextSteps';
import ScorePanel from './_components/ScorePanel';
import script from '@site/src/css/script.module.css';
import styles from './styles.module.css';

/** The records this tool keeps in the browser. */
const RECORDS = [CHECKLIST_RECORD];

export default function MarginLeakAssessment(): ReactNode {
  const {value: answers, store} = useStoredRecord(CHECKLIST_RECORD);
  const {set: setAnswers, clear: reset} = store;
  const checked = countChecked(answers, CHECKLIST_SECTION_SIZES);
  const percent = completionPercent(checked, CHECKLIST_ITEM_COUNT);

  const toggle = (key: string, value: boolean) => setAnswers((prev) => ({...prev, [key]: value}));

  const sections = CHECKLIST_SECTIONS.map((section, sectionIndex) => {
    const headingId = `checklist-section-${sectionIndex}`;
    const sectionChecked = section.items.filter(
      (_, itemIndex) => answers[checklistKey(sectionIndex, itemIndex)] === true,
    ).length;
    return (
      <Panel key={section.title} as="section" aria-labelledby={headingId}>
        <div className={styles.sectionHead}>
          <h2 id={headingId} className={styles.sectionTitle}>
            <span className={styles.sectionNumber}>{sectionIndex + 1}.</span> {section.title}
          </h2>
          <p className={clsx(styles.sectionCount, script.needsScript)}>
            {sectionChecked} of {section.items.length}
          </p>
        </div>
        <p className={styles.sectionIntro}>{section.intro}</p>
        <ul className={styles.items}>
          {section.items.map((item, itemIndex) => {
            const key = checklistKey(sectionIndex, itemIndex);
            const id = `check-${key}`;
            return (
              <li key={key} className={styles.item}>
                <input
                  id={id}
                  type="checkbox"
                  className={styles.checkbox}
                  checked={answers[key] === true}
                  onChange={(event) => toggle(key, event.target.checked)}
                />
                <label htmlFor={id}>{item}</label>
              </li>
            );
          })}
        </ul>
      </Panel>
    );
  });

  return (
    <ToolPage
      tool={MARGIN_LEAK_CHECKLIST_TOOL}
      records={RECORDS}
      share={{
        codec: CHECKLIST_SHARE,
        state: answers,
        open: store.openShared,
        noun: 'checklist',
      }}>
      <ToolSection label="Checklist">
        <ToolColumns
          balance="fixed"
          asideFirstWhenStacked
          main={
            <>
              {sections}
              <NextSteps percent={percent} />
            </>
          }
          aside={
            <ScorePanel
              checked={checked}
              total={CHECKLIST_ITEM_COUNT}
              percent={percent}
              onReset={reset}
            />
          }
        />
      </ToolSection>
    </ToolPage>
  );
}
