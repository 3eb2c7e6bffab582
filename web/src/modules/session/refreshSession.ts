import { createContext, use } from 'react';

/** Asks the gateway again who is there (after a sign-in); settles once the answer is in. */
export type RefreshSession = () => Promise<void>;

/**
 * Provided by the app: the members' session around the caller asks `me` again; where there is
 * none (a page without the GraphQL client), the app starts one for the purpose.
 */
export const RefreshSessionContext = createContext<RefreshSession>(async () => undefined);

export function useRefreshSession(): RefreshSession {
  return use(RefreshSessionContext);
}
