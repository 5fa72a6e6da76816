import React, {type ReactNode, useEffect} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import styles from './styles.module.css';

/**
 * Replaces the theme's not-found content. Docusaurus renders it both from the 404 route
 * and from the docs plugin's catch-all route, so the static 404.html and the client tree
 * are the same whichever route the browser resolves. Nothing here may depend on the URL
 * during render: 404.html is rendered for "/404.html", the browser shows another path.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  useEffect(() => {
    console.warn(`404: no page matches "${pathname}"`);
  }, [pathname]);

  return (
    <>
      <PageMetadata
        title="Page not found"
        description="The page you asked for does not exist. Return to the home page to carry on."
      />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={clsx('container', styles.notFound, className)}>
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
