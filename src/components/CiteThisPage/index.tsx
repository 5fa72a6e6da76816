import React, {type ReactNode, useState} from 'react';
import {copyText} from '@site/src/lib/browser/clipboard';
import type {PageCitation} from '@site/src/lib/citation/cite';
import {CITE_HEADING_ID} from './headingId';
import styles from './styles.module.css';

/** A button that copies `text`, and says whether it did. */
function CopyButton({text, label}: {text: string; label: string}) {
  const [copied, setCopied] = useState<boolean>();
  return (
    <p className={styles.actions}>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void copyText(text).then(setCopied)}>
        {label}
      </button>{' '}
      <span role="status" className={styles.status}>
        {copied === undefined
          ? ''
          : copied
            ? 'Copied to the clipboard.'
            : 'Copying is blocked here: select the text and copy it.'}
      </span>
    </p>
  );
}

/**
 * "Cite this page": the reference in APA style with a copy button, and the BibTeX entry in
 * a disclosure, as the build wrote them (src/lib/citation/cite.ts).
 */
export default function CiteThisPage({citation}: {citation: PageCitation}): ReactNode {
  return (
    <section className={styles.cite} aria-labelledby={CITE_HEADING_ID} data-cite-url={citation.url}>
      <h2 id={CITE_HEADING_ID} className={styles.heading}>
        Cite this page
      </h2>
      <p className={styles.reference} data-cite="apa">
        {citation.apa}
      </p>
      <CopyButton text={citation.apa} label="Copy reference" />
      <details className={styles.bibtex}>
        <summary>BibTeX</summary>
        <pre data-cite="bibtex">{citation.bibtex}</pre>
        <CopyButton text={citation.bibtex} label="Copy BibTeX" />
      </details>
    </section>
  );
}
