/**
 * Figures of this edition that its front matter quotes as `{{name}}` (descriptions are
 * plain text, so they cannot compute them): each follows from the edition's own lists.
 */
import {GLOSSARY_TERMS} from './glossary';
import {TERMS} from './terms/index';

export const FIGURES = {
  /** How many Business Numbers terms the edition publishes. */
  terms: TERMS.terms.length,
  /** How many terms the glossary defines. */
  glossaryTerms: GLOSSARY_TERMS.length,
} as const;
