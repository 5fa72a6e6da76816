/** Id of the results heading, which takes focus when the results appear after Calculate. */
export const RESULTS_TITLE_ID = 'roi-results-title';
