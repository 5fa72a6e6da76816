// Webpack loader for the browser's copy of the generated site configuration (see ./index.ts).
// The generated module is `export default <JSON>;`. Fields that only the build reads are
// dropped, and the rest is written without indentation. If the module ever takes another
// shape, it passes through unchanged.

/** Site configuration fields no code in the browser reads: the build consumes them. */
const BUILD_ONLY_FIELDS = ['ssrTemplate', 'headTags', 'plugins', 'presets'];

function clientSiteConfig(source) {
  const match = /export default\s*(\{[\s\S]*\})\s*;?\s*$/.exec(source);
  if (!match) return source;
  let config;
  try {
    config = JSON.parse(match[1]);
  } catch {
    return source;
  }
  for (const field of BUILD_ONLY_FIELDS) delete config[field];
  return `${source.slice(0, match.index)}export default ${JSON.stringify(config)};\n`;
}

module.exports = clientSiteConfig;
module.exports.BUILD_ONLY_FIELDS = BUILD_ONLY_FIELDS;
