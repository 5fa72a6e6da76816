import React, {type ReactNode, useId, useState} from 'react';
import {copyText} from '@site/src/lib/browser/clipboard';
import {apaReference, bibtexEntry, type CitedPage} from '@site/src/lib/citation/cite';
import styles from './styles.module.css';

/** The id of the block's heading; the built-page tests find the block by it. */
export const CITE_HEADING_ID = 'cite-this-page';

type CopyState = 'idle' | 'copied' | 'failed';

const STATUS: Readonly<Record<CopyState, string>> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: 'Copying is blocked in this browser: the text is selected, press Ctrl+C or ⌘C.',
};

/** A button that copies the text of the element `target`, and says whether it did. */
function CopyButton({target, text, label}: {target: string; text: string; label: string}) {
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    const copied = await copyText(text);
    if (!copied) {
      // Where the clipboard is refused, the text is selected for a manual copy.
      const element = document.getElementById(target);
      if (element) window.getSelection()?.selectAllChildren(element);
    }
    setState(copied ? 'copied' : 'failed');
  };
  return (
    <p className={styles.actions}>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => void copy()}>
        {label}
      </button>{' '}
      <span role="status" className={styles.status}>
        {STATUS[state]}
      </span>
    </p>
  );
}

/**
 * "Cite this page": the reference in APA style with a copy button, and the BibTeX entry in
 * a disclosure. The text is made from what the page already knows, in the static HTML too.
 */
export default function CiteThisPage({page}: {page: CitedPage}): ReactNode {
  const id = useId();
  const apaId = `${id}-apa`;
  const bibtexId = `${id}-bibtex`;
  const apa = apaReference(page);
  const bibtex = bibtexEntry(page);
  return (
    <section className={styles.cite} aria-labelledby={CITE_HEADING_ID} data-cite-url={page.url}>
      <h2 id={CITE_HEADING_ID} className={styles.heading}>
        Cite this page
      </h2>
      <p id={apaId} className={styles.reference} data-cite="apa">
        {apa}
      </p>
      <CopyButton target={apaId} text={apa} label="Copy reference" />
      <details className={styles.bibtex}>
        <summary>BibTeX</summary>
        <pre id={bibtexId} data-cite="bibtex">
          {bibtex}
        </pre>
        <CopyButton target={bibtexId} text={bibtex} label="Copy BibTeX" />
      </details>
    </section>
  );
}
