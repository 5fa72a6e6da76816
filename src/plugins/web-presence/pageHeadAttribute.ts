/** The attribute marking the head tags the build writes for one page only (see ./head.ts). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
