import type { FastifyRequest } from 'fastify';

/** What a route's loader found: the data its page and head hook render, or nothing (a 404). */
export type PageData = { found: true; data: unknown } | { found: false };

/**
 * Loads what a server-rendered route shows, from the route's parameters (`{ slug }` for
 * `/lawyers/:slug`). The data goes to the route's head hook and, through the page's data block,
 * to `useServerData()` in the browser, so it must be public: the gateway renders only for
 * visitors who are not signed in.
 */
export type PageDataLoader = (
  params: Record<string, string | undefined>,
  request: FastifyRequest,
) => Promise<PageData>;

/**
 * The loaders, keyed by the route's pattern in the web's route table (web/src/app/routes.tsx).
 * Routes without one render from their catalogs alone.
 */
export type PageDataLoaders = Readonly<Record<string, PageDataLoader>>;

/** The routes with server-side data; none of the static public pages needs any. */
export function pageDataLoaders(): PageDataLoaders {
  return {};
}
