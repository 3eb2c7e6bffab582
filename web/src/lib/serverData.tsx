import { createContext, use } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The page the gateway rendered and the data its page-data loader found for it. The whole data
 * block (with the catalog) and its serialiser are the app's, in ssr/serverState.tsx; this reader
 * sits below the pages so that a page with a gateway loader can use it without importing the app.
 */
export interface ServerPageData {
  path: string;
  data: unknown;
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
