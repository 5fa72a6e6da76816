/**
 * Article items of the Growth Hub come from the blog posts themselves: the blog plugin gives
 * the hub each post's metadata, and this turns it into a content item. Nothing about an
 * article is written twice.
 */
import {joinList} from '../text/list';
import {CONTENT_CATEGORIES, readTimeLabel, type ArticleItem, type ContentCategory} from './content';

/** The part of the blog plugin's post metadata the hub reads. */
export interface BlogPostSummary {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** Publication date (a string once serialised for the browser). */
  readonly date: string | Date;
  /** Minutes, when the plugin's reading time is on. */
  readonly readingTime?: number;
  readonly authors: readonly {readonly name?: string}[];
  readonly tags: readonly {readonly label: string}[];
}

function isCategory(label: string): label is ContentCategory {
  return (CONTENT_CATEGORIES as readonly string[]).includes(label);
}

/**
 * The hub item of one blog post. Its slug is the last segment of the post's URL, its excerpt
 * the post's description, and its category the label of its first tag, which must be one of
 * the hub's categories.
 *
 * @throws Error when the post has no tag, or its first tag is not a hub category, so a
 *   mistake in a post's front matter fails the build instead of showing a wrong card.
 */
export function articleFromPost(post: BlogPostSummary): ArticleItem {
  const slug = post.permalink.split('/').filter(Boolean).pop() ?? '';
  const category = post.tags[0]?.label ?? '';
  if (!isCategory(category)) {
    throw new Error(
      `Blog post ${post.permalink}: its first tag ("${category}") must be a Growth Hub category (${CONTENT_CATEGORIES.join(', ')})`,
    );
  }
  const names = post.authors.flatMap((author) => (author.name ? [author.name] : []));
  return {
    id: slug,
    type: 'article',
    title: post.title,
    excerpt: post.description,
    category,
    author: joinList(names),
    date: typeof post.date === 'string' ? post.date : post.date.toISOString(),
    readTime: readTimeLabel(post.readingTime ?? 1),
    slug,
  };
}
