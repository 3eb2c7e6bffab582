import { createContext, use } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageFormState } from './pageFormState.js';

/**
 * The page the gateway rendered and the data its page-data loader found for it. The whole data
 * block (with the catalog) and its serialiser are the app's, in ssr/serverState.tsx; this reader
 * sits below the pages so that a page with a gateway loader can use it without importing the app.
 */
export interface ServerPageData {
  path: string;
  data: unknown;
  /** For a page rendered from its GraphQL operation: the variables it was asked with. */
  variables?: Record<string, unknown>;
  /** The page's forms: their CSRF token and a refused post to show (lib/pageForm.tsx). */
  form?: PageFormState;
}

export const ServerDataContext = createContext<ServerPageData | undefined>(undefined);

/**
 * The data the gateway loaded for the page being shown, while it is the page the server rendered
 * (after a client-side navigation the page loads its own). For routes with a gateway loader.
 */
export function useServerData<T>(): T | undefined {
  const state = use(ServerDataContext);
  const { pathname } = useLocation();
  return state && state.path === pathname ? (state.data as T) : undefined;
}

/**
 * The answer the gateway rendered the page from, when the page asks its operation with the very
 * same variables (another language, another page: undefined, and the page asks itself).
 */
export function useServerQueryData<T>(variables: object): T | undefined {
  const state = use(ServerDataContext);
  const data = useServerData<T>();
  return data !== undefined && JSON.stringify(state?.variables) === JSON.stringify(variables)
    ? data
    : undefined;
}
