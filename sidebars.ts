import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebars of the current (draft) edition. A released edition keeps its own copy in
 * versioned_sidebars/ (written by `docusaurus docs:version`).
 */
const sidebars: SidebarsConfig = {};

export default sidebars;
