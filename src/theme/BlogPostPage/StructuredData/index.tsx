/**
 * Replaces the theme's BlogPosting: the site writes a complete one (picture, publisher,
 * date of the last change, authors typed as the teams they are) into each post's static
 * HTML after the build (src/plugins/web-presence), so the page renders none of its own.
 */
export default function BlogPostStructuredData(): null {
  return null;
}
