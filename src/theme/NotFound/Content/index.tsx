import React, {type ReactNode, useEffect} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import PageHead from '@site/src/components/PageHead';
import {site} from '@site/src/config/site';
import {NOT_FOUND_ATTRIBUTE} from '@site/src/lib/urls/notFound';
import {notFoundHead} from '@site/src/plugins/web-presence/shareImage';
import styles from './styles.module.css';

/**
 * Replaces the theme's not-found content. Docusaurus renders it both from the 404 route
 * and from the docs plugin's catch-all route (after a navigation in the browser). Nothing
 * here may depend on the URL during render: 404.html is rendered for "/404.html", the
 * browser shows another path. The main element carries a marker, so that the browser can
 * tell the served not-found page from any other before the app starts
 * (src/clientModules/servedNotFound.ts).
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const location = useLocation();
  const {siteConfig} = useDocusaurusContext();
  useEffect(() => {
    // The address bar, not the router: the served page hydrates under its own path.
    console.warn(`404: no page matches "${window.location.pathname}"`);
  }, [location]);

  return (
    <>
      <PageMetadata
        title="Page not found"
        description="The page you asked for does not exist. Return to the home page to carry on."
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      {/* The served not-found page's head, whatever address it is shown at. */}
      <PageHead
        head={notFoundHead({
          siteUrl: siteConfig.url.replace(/\/$/, ''),
          productName: site.productName,
        })}
      />
      <main
        className={clsx('container', styles.notFound, className)}
        {...{[NOT_FOUND_ATTRIBUTE]: ''}}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <Heading as="h1">Oops! Page not found</Heading>
        <p className={styles.lead}>
          The address may be mistyped, or the page may have moved. Everything on this site is still
          one click from the home page.
        </p>
        <Link className="button button--primary button--lg" to="/">
          Return to Home
        </Link>
      </main>
    </>
  );
}
