/**
 * The not-found page, served for an unknown URL, hydrates as the page it is.
 *
 * The host answers every unknown URL with the one static 404.html, rendered at build time
 * for its own path. The client router, left alone, would resolve the URL the browser shows:
 * it matches paths regardless of letter case, and under a docs edition's prefix it has a
 * not-found tree of its own, so its first render would differ from the served HTML (React
 * hydration error #418) or even show another page over it. So, before the app starts:
 *
 * - if the served document is the not-found page, the router is shown the path the page
 *   was rendered for, so its first render is that page exactly, and the URL the visitor
 *   asked for is put back in the address bar as soon as the page has hydrated;
 * - if that URL names a page in other letter case (a host that cannot redirect, such as a
 *   plain static host), the browser is sent on to the page's own path instead.
 */
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {caseVariantTarget} from '@site/src/lib/urls/caseVariant';
import {NOT_FOUND_ATTRIBUTE, NOT_FOUND_PATH} from '@site/src/lib/urls/notFound';

/** The paths of the site's pages: the routes that match one path exactly. */
function* pagePaths(list: readonly RouteConfig[]): Generator<string> {
  for (const route of list) {
    if (route.routes) yield* pagePaths(route.routes);
    else if (route.exact && typeof route.path === 'string') yield route.path;
  }
}

/** The address the visitor asked for, while the router is shown the not-found page's path. */
let requestedHref: string | undefined;

if (ExecutionEnvironment.canUseDOM && document.querySelector(`main[${NOT_FOUND_ATTRIBUTE}]`)) {
  const {pathname, search, hash, href} = window.location;
  if (pathname !== NOT_FOUND_PATH) {
    const page = caseVariantTarget(pathname, pagePaths(routes));
    window.history.replaceState(window.history.state, '', NOT_FOUND_PATH);
    if (page === undefined) requestedHref = href;
    else window.location.replace(page + search + hash);
  }
}

/** Runs once the first render is on screen (and after each navigation). */
export function onRouteDidUpdate(): void {
  if (requestedHref === undefined) return;
  window.history.replaceState(window.history.state, '', requestedHref);
  requestedHref = undefined;
}
