import type { NormalizedCacheObject } from '@apollo/client';
import { createContext, type ReactNode, use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { SentCatalog } from '../i18n/i18n.js';
import { ServerDataContext, type ServerPageData } from '../lib/serverData.js';
import { ANONYMOUS, UNKNOWN, type Viewer, type ViewerState } from '../modules/session/index.js';
import { PAGE_HEAD_OWNED, PAGE_HEAD_TAGS } from '../routing/head.js';

/** The id of the JSON data block the gateway writes into a page it rendered. */
export const SERVER_STATE_ID = 'server-state';

/**
 * What the gateway tells the client about a page it rendered: the path it rendered (its data is
 * only that page's) and what its page-data loader found. Its presence also says the visitor was
 * not signed in, unless it names the member it was rendered for (`viewer`).
 */
export interface ServerState extends ServerPageData {
  /**
   * The sections of the catalog the page was rendered with (the shell's and the page's, in its
   * language): the browser needs no other first.
   */
  catalog?: SentCatalog;
  /** The signed-in member the page was rendered for (absent: rendered for nobody). */
  viewer?: Viewer;
  /**
   * A member's page: the cache of the members' GraphQL client it was rendered with
   * (`cache.extract()`, `me` among its answers), which the browser's client is restored from
   * before hydration instead of asking again.
   */
  cache?: NormalizedCacheObject;
  /**
   * A member's page: the page module it shows (`pages.x.module`), which the path alone does not
   * say when the member may not open it ("Access denied").
   */
  pageModule?: string;
}

/** Reads the gateway's data block, or undefined for a page the browser renders alone. */
export function readServerState(document: Document): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}

/**
 * The data block as HTML; `<` is escaped so that no text in the data can end the element. A
 * data block is never run, so the CSP's script-src does not apply to it.
 */
export function serverStateScript(state: ServerState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>`;
}

const ServerStateContext = createContext<ServerState | undefined>(undefined);

/** The gateway's data block of the page, as the browser first read it. */
export function useServerState(): ServerState | undefined {
  return use(ServerStateContext);
}

/** Who is there at first: the member a page was rendered for, nobody, or not known yet. */
export function initialSession(state: ServerState | undefined): ViewerState {
  if (state?.viewer) return { viewer: state.viewer, loading: false, known: true };
  return state ? ANONYMOUS : UNKNOWN;
}

export function ServerStateProvider({
  state,
  children,
}: {
  state: ServerState | undefined;
  children: ReactNode;
}) {
  return (
    <ServerStateContext value={state}>
      <ServerDataContext value={state}>{children}</ServerDataContext>
    </ServerStateContext>
  );
}

/**
 * The gateway wrote the rendered page's canonical, hreflang alternates and route tags into
 * <head>: they describe that address alone, so they are removed once the browser shows another
 * (a page that has such tags sets its own: modules/lawyers DocumentHead).
 */
export function useServerHeadCleanup(): void {
  const state = use(ServerDataContext);
  const { pathname } = useLocation();
  const leftServerPage = state !== undefined && state.path !== pathname;
  useEffect(() => {
    if (!leftServerPage) return;
    for (const tag of document.head.querySelectorAll(PAGE_HEAD_TAGS)) {
      if (!tag.hasAttribute(PAGE_HEAD_OWNED)) tag.remove();
    }
  }, [leftServerPage]);
}
