/**
 * The docs plugin hands every page of an edition the edition's metadata, and with it the
 * title and description of every doc in the edition (about 4 KB of gzip JavaScript on each
 * docs page). Only the theme's doc cards read those descriptions, and this site shows no doc
 * cards (no generated index pages), so the routes are added without them; ids and titles
 * stay, so a doc card added later still finds its doc and shows its title.
 */

/** A route as the docs plugin adds it: nested routes, and props on the edition's route. */
export interface DocsRoute {
  readonly routes?: readonly DocsRoute[];
  readonly props?: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

interface VersionDoc {
  readonly description?: string;
  readonly [key: string]: unknown;
}

function withoutDescriptions(docs: Readonly<Record<string, VersionDoc>>) {
  return Object.fromEntries(
    Object.entries(docs).map(([id, doc]) => {
      const {description: _dropped, ...kept} = doc;
      return [id, kept];
    }),
  );
}

/** `route` and the routes under it, with the docs' descriptions left out of edition metadata. */
export function withoutDocDescriptions<Route extends DocsRoute>(route: Route): Route {
  const version = route.props?.version as {docs?: Record<string, VersionDoc>} | undefined;
  return {
    ...route,
    ...(route.routes ? {routes: route.routes.map((child) => withoutDocDescriptions(child))} : {}),
    ...(version?.docs
      ? {props: {...route.props, version: {...version, docs: withoutDescriptions(version.docs)}}}
      : {}),
  };
}
