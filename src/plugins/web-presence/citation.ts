import type {PageCitation} from '../../lib/citation/cite';

/** The citation a doc carries in its front matter, if any (see ./docs.ts). */
export function citationOf(doc: {readonly frontMatter: object}): PageCitation | undefined {
  return (doc.frontMatter as {citation?: PageCitation}).citation;
}
