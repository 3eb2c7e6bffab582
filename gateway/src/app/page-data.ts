import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import { asJson } from '../http/api-schema.js';
import { publicEvents } from '../modules/events/index.js';
import {
  DIRECTORY_FIRST_PAGE,
  DIRECTORY_RATING,
  type DirectoryFilterOptions,
  directoryFilterOptions,
  publicLawyersJson,
} from '../modules/lawyers/index.js';

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
  page: PageContext,
) => Promise<PageData>;

/** The page being rendered: its language (negotiated by the gateway) and the site's origin. */
export interface PageContext {
  language: string;
  origin: string;
}

/**
 * The loaders, keyed by the route's pattern in the web's route table (web/src/app/routes.tsx).
 * Routes without one render from their catalogs alone.
 */
export type PageDataLoaders = Readonly<Record<string, PageDataLoader>>;

/**
 * The directory's first screen as /public-lawyers renders it (web PublicLawyersPage reads it
 * with useServerData): the first page of GET /api/public/lawyers for the address's search and
 * filters, X-Total-Count's number, and the filters' options.
 */
export interface DirectoryPageData {
  lawyers: unknown[];
  total: number;
  specializations: string[];
  /** The other filters' options (GET /api/public/lawyer-filters). */
  options: Omit<DirectoryFilterOptions, 'specializations'>;
  /**
   * The search and filters of the address (`?q=…&specialization=…&area=…&city=…&language=…
   * &verified=true&rating=4`, the page's GET form); what is absent or unreadable is null.
   */
  filter: {
    search: string;
    specialization: string | null;
    practiceArea: string | null;
    city: string | null;
    language: string | null;
    verified: boolean;
    minRating: number | null;
  };
}

/** A text parameter of the page's address, once: else absent. */
function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length <= 200 ? value : undefined;
}

/** The directory's filters as its address gives them; an unreadable one is left out. */
function directoryFilterOf(request: FastifyRequest): DirectoryPageData['filter'] {
  const rating = Number(queryText(request, 'rating'));
  return {
    search: queryText(request, 'q')?.trim() ?? '',
    specialization: queryText(request, 'specialization') || null,
    practiceArea: queryText(request, 'area') || null,
    city: queryText(request, 'city') || null,
    language: queryText(request, 'language') || null,
    verified: queryText(request, 'verified') === 'true',
    minRating:
      Number.isInteger(rating) && rating >= DIRECTORY_RATING.min && rating <= DIRECTORY_RATING.max
        ? rating
        : null,
  };
}

/**
 * The routes with server-side data from REST; none of the static public pages needs any. The
 * directory's first page of lawyers is in its first HTML, so that the browser neither waits for
 * an API answer to draw the cards nor asks for them again when it hydrates. (A lawyer's page is
 * rendered from its own GraphQL operation instead: graphql/page-query.ts.)
 */
export function pageDataLoaders({ em }: { em: EntityManager }): PageDataLoaders {
  // The landing page (at / and /welcome) draws its upcoming public events in its first HTML.
  const landing: PageDataLoader = async () => ({
    found: true,
    data: { events: asJson(await publicEvents(em.fork())) },
  });
  return {
    '/': landing,
    '/welcome': landing,
    // Searched and filtered by its address (the page's GET form): a shareable first page.
    '/public-lawyers': async (_params, request) => {
      const filter = directoryFilterOf(request);
      const [page, { specializations, ...options }] = await Promise.all([
        publicLawyersJson(em.fork(), {
          limit: DIRECTORY_FIRST_PAGE,
          offset: 0,
          search: filter.search,
          ...(filter.specialization && { specialization: filter.specialization }),
          ...(filter.practiceArea && { practiceArea: filter.practiceArea }),
          ...(filter.city && { city: filter.city }),
          ...(filter.language && { language: filter.language }),
          ...(filter.verified && { verified: true }),
          ...(filter.minRating !== null && { minRating: filter.minRating }),
        }),
        directoryFilterOptions(em.fork()),
      ]);
      const data: DirectoryPageData = {
        lawyers: JSON.parse(page.body) as unknown[],
        total: page.total,
        specializations,
        options,
        filter,
      };
      return { found: true, data };
    },
  };
}
