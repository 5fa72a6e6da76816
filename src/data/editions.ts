/**
 * Both docs editions' data, for tests and build scripts: every edition is checked against
 * its own content. Pages never import this module; each doc imports what it shows from its
 * own edition folder.
 */
import * as released from '@site/versioned_docs/version-2025/_data';
import * as draft from '@site/docs/_data';
import versions from '@site/versions.json';
import type {TermPage} from '@site/src/lib/businessNumbers/page';
import type {EditionTerms, TermSlug} from '@site/src/lib/businessNumbers/registry';

/**
 * What every edition holds; the draft's modules give the shape of the rest, except the
 * benchmarks, where a draft may publish more than the released edition (read a draft's own
 * additions from its folder).
 */
export type EditionContent = Omit<
  typeof draft,
  'EDITION' | 'TERMS' | 'TERM_PAGES' | 'benchmarks'
> & {
  readonly EDITION: string;
  readonly benchmarks: Pick<
    typeof draft.benchmarks,
    keyof typeof draft.benchmarks & keyof typeof released.benchmarks
  >;
  readonly TERMS: EditionTerms;
  readonly TERM_PAGES: Readonly<Partial<Record<TermSlug, TermPage>>>;
};

export interface EditionData {
  /** The edition's name ("2025"). */
  readonly name: string;
  /** The folder the edition's docs live in, relative to the site. */
  readonly folder: string;
  /** The URL prefix of its docs: "" for the released edition, "/next" for the draft. */
  readonly prefix: string;
  readonly content: EditionContent;
}

export const RELEASED: EditionData = {
  name: released.EDITION,
  folder: `versioned_docs/version-${versions[0]}`,
  prefix: '',
  content: released,
};

export const DRAFT: EditionData = {
  name: draft.EDITION,
  folder: 'docs',
  prefix: '/next',
  content: draft,
};

export const EDITIONS: readonly EditionData[] = [RELEASED, DRAFT];
