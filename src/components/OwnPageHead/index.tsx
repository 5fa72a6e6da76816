import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageHead from '@site/src/components/PageHead';
import {site} from '@site/src/config/site';
import {ownPageHead} from '@site/src/plugins/web-presence/ownPageHead';
import {routeOf} from '@site/src/plugins/web-presence/paths';

export interface OwnPageHeadProps {
  /** The page's h1. */
  readonly heading: string;
}

/**
 * The head of a page that is neither a doc nor a blog post (share image, Markdown link,
 * breadcrumbs), made while the page renders from its route and heading by the rules of every
 * page's head (src/plugins/web-presence/ownPageHead.ts).
 */
export default function OwnPageHead({heading}: OwnPageHeadProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const head = ownPageHead({
    siteUrl: siteConfig.url.replace(/\/$/, ''),
    productName: site.productName,
    route: routeOf(pathname),
    heading,
  });
  return <PageHead head={head} />;
}
