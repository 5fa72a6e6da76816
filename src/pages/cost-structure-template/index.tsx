import React, {type ReactNode} from 'react';
import {useNotify} from '@site/src/components/Notifications';
import ToolPage, {ToolColumns, ToolSection} from '@site/src/components/ToolPage';
import {COST_TEMPLATE_TOOL} from '@site/src/data/tools/costTemplate';
import {useStoredRecord} from '@site/src/hooks/useStoredState';
import {downloadCsv} from '@site/src/lib/browser/download';
import {
  COST_CSV_FILE_NAME,
  costSummary,
  costTemplateCsv,
  type CostCategory,
} from '@site/src/lib/costs/costs';
import {COST_RECORD, COST_SHARE} from '@site/src/lib/costs/record';
import CostList from './_components/CostList';
import CostSummaryCard from './_components/CostSummaryCard';
import styles from './styles.module.css';

/** The records this tool keeps in the browser. */
const RECORDS = [COST_RECORD];

const LISTS: readonly {category: CostCategory; title: string; intro: string}[] = [
  {
    category: 'direct',
    title: 'Direct costs',
    intro:
      'Costs that rise and fall with what you make or sell: materials, labour on the job, supplies used up in production.',
  },
  {
    category: 'indirect',
    title: 'Indirect costs',
    intro:
      'Costs of running the business whatever the volume: premises, insurance, salaries outside production, marketing.',
  },
];

export default function CostStructureTemplate(): ReactNode {
  const notify = useNotify();
  const {value: lists, store} = useStoredRecord(COST_RECORD);
  const {set: setLists, clear: reset} = store;
  const summary = costSummary(lists);
  const totals: Record<CostCategory, number> = {
    direct: summary.directTotal,
    indirect: summary.indirectTotal,
  };

  const exportCsv = () => {
    downloadCsv(COST_CSV_FILE_NAME, costTemplateCsv(lists));
    notify(`Downloaded ${COST_CSV_FILE_NAME}`, 'success');
  };

  return (
    <ToolPage
      tool={COST_TEMPLATE_TOOL}
      records={RECORDS}
      share={{codec: COST_SHARE, state: lists, open: store.openShared, noun: 'cost template'}}>
      <ToolSection label="Cost template">
        <ToolColumns
          main={LISTS.map(({category, title, intro}) => (
            <CostList
              key={category}
              category={category}
              title={title}
              intro={intro}
              items={lists[category]}
              total={totals[category]}
              itemKeys={store.entryKeys(lists[category], category)}
              onChange={(change) => {
                setLists((prev) => ({...prev, [category]: change(prev[category])}));
                return store.newestEntryKey();
              }}
            />
          ))}
          aside={
            <CostSummaryCard
              summary={summary}
              onExport={exportCsv}
              onReset={() => {
                reset();
                notify('Template reset', 'info');
              }}
            />
          }
        />
        <div className={styles.guide}>
          <h2 id="reading-your-cost-structure">Reading your cost structure</h2>
          <ul>
            <li>
              <strong>A high direct share</strong> (common in distribution and manufacturing) means
              margin is made or lost on price and purchasing: small price leaks cost a lot.
            </li>
            <li>
              <strong>A high indirect share</strong> means volume matters: fixed costs must be
              spread over enough sales, and every lost customer hurts more.
            </li>
            <li>
              <strong>Use the same period</strong> for every line, a month or a year, and the same
              basis as your accounts, so the totals match your profit and loss.
            </li>
          </ul>
        </div>
      </ToolSection>
    </ToolPage>
  );
}
