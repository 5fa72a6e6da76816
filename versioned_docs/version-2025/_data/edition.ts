/**
 * The name of this docs edition. The draft in `docs/` carries the name it will be released
 * under; `docusaurus docs:version <name>` copies this folder, name included, into
 * `versioned_docs/version-<name>/`, after which the draft's name moves on (see the README,
 * "Cutting a new edition").
 */
export const EDITION = '2025';
