/**
 * The blog plugin, with complete feeds: after the plugin writes them, each feed gets its own
 * address (`rel="self"`) and each RSS item its authors (see src/lib/feeds/feedLinks.ts). The
 * plugin is wrapped rather than post-processed by another plugin because plugins' postBuild
 * steps run at the same time: only here do the feeds exist when the links are added.
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import pluginContentBlog, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {withAtomSelfLink, withRssItemAuthors, withRssSelfLink} from '../../lib/feeds/feedLinks';
import {withContentHeads, withHeadInFrontMatter} from './contentHeads';

async function rewrite(file: string, change: (text: string) => string): Promise<void> {
  if (!existsSync(file)) return;
  await writeFile(file, change(await readFile(file, 'utf8')), 'utf8');
}

async function blogWithCompleteFeeds(
  context: LoadContext,
  input: unknown,
): Promise<Plugin<BlogContent>> {
  // Docusaurus has checked the options with the blog plugin's own validation (below).
  const options = input as PluginOptions;
  const blog = await pluginContentBlog(context, options);
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  // The blog's routes are added with each post's head in its front matter and the list
  // page's among its props (./contentHeads.ts).
  const withHeads = withContentHeads(blog, context, {
    content: (content, heads) => ({
      ...content,
      blogPosts: content.blogPosts.map((post) => ({
        ...post,
        metadata: withHeadInFrontMatter(post.metadata, heads.get(post.metadata.permalink)),
      })),
    }),
    route: (route, heads) => {
      const head = route.props ? heads.get(route.path) : undefined;
      return head ? {...route, props: {...route.props, pageHead: head}} : route;
    },
  });
  return {
    ...withHeads,
    async postBuild(props) {
      await blog.postBuild?.(props);
      const {content} = props;
      const folder = path.join(props.outDir, options.routeBasePath);
      const address = (file: string) =>
        `${siteUrl}/${[...options.routeBasePath.split('/'), file].filter(Boolean).join('/')}`;
      const authorsByLink = new Map(
        (content?.blogPosts ?? []).map((post) => [
          `${siteUrl}${post.metadata.permalink}`,
          post.metadata.authors.flatMap((author) => (author.name ? [author.name] : [])),
        ]),
      );
      await rewrite(path.join(folder, 'rss.xml'), (xml) =>
        withRssItemAuthors(withRssSelfLink(xml, address('rss.xml')), authorsByLink),
      );
      await rewrite(path.join(folder, 'atom.xml'), (xml) =>
        withAtomSelfLink(xml, address('atom.xml')),
      );
    },
  };
}

// The blog plugin's own validation, so the options are checked and defaulted as usual (a
// plugin module's content type is not part of the configuration's type, hence the cast).
export default Object.assign(blogWithCompleteFeeds, {validateOptions}) as unknown as PluginModule;
