/** The id of the "Cite this page" heading, which names the block (tests find it by it). */
export const CITE_HEADING_ID = 'cite-this-page';
