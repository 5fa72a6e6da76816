/** The shape of a glossary term, as each docs edition's glossary writes it. */
export interface GlossaryTerm<Category extends string = string> {
  /** Anchor id on the glossary page. */
  readonly id: string;
  readonly term: string;
  readonly definition: string;
  readonly category: Category;
  /**
   * Other names people look the term up by, beyond its name: abbreviations, other spellings
   * ("margin leakage"). A term with a Business Numbers page also answers to that page's names.
   */
  readonly aliases?: readonly string[];
  /** Names of other glossary terms worth reading alongside. */
  readonly relatedTerms: readonly string[];
  /**
   * Slug of the Business Numbers page of the same edition that covers the term in depth (a
   * test holds each to a term the edition publishes).
   */
  readonly businessNumbersSlug?: string;
}

/** Anchor id of a term on the glossary page, looked up by its displayed name. */
export function glossaryAnchor(terms: readonly GlossaryTerm[], name: string): string | undefined {
  return terms.find((entry) => entry.term === name)?.id;
}
