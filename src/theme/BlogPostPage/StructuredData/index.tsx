/**
 * Replaces the theme's BlogPosting: the site renders a complete one (picture, publisher,
 * date of the last change, authors typed as the teams they are) with each post's head
 * (src/theme/BlogPostPage, from src/plugins/web-presence/contentHeads.ts), so the theme's
 * own is left out.
 */
export default function BlogPostStructuredData(): null {
  return null;
}
