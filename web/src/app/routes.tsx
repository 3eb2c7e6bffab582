import { matchRoutes, type RouteObject, useRoutes } from 'react-router-dom';
import {
  type Access,
  API_ACCESS_PATH,
  MAIL_PREFERENCES_PATH,
  SECURITY_PATH,
} from '../routing/access.js';
import { AppFrame } from './AppFrame.js';
import type { PageHeadName } from './pageHeads.js';
import { type Page, pages } from './pages.js';
import { HomeRoute, RequireAccess } from './RequireAccess.js';
import { WithGraphQL } from './WithGraphQL.js';

interface PageRoute {
  path: string;
  access: Access;
  Page: Page;
  /**
   * Routes with a head (pageHeads.ts, the server's alone) are rendered by the gateway for
   * visitors who are not signed in.
   */
  head?: PageHeadName;
  /**
   * The page does without the GraphQL client (REST through fetch, or nothing): it is not loaded
   * for it. Every other page is wrapped in WithGraphQL, which fetches the client first.
   */
  lean?: true;
}

/** The spec's route table plus the portal's own pages, with who may open each. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/welcome', access: 'public', Page: pages.landing, head: 'landing', lean: true },
  { path: '/apply', access: 'public', Page: pages.apply, head: 'apply', lean: true },
  { path: '/about', access: 'public', Page: pages.about, head: 'about', lean: true },
  {
    path: '/leadership',
    access: 'public',
    Page: pages.leadership,
    head: 'leadership',
    lean: true,
  },
  {
    path: '/elections-history',
    access: 'public',
    Page: pages.electionsHistory,
    head: 'electionsHistory',
    lean: true,
  },
  {
    path: '/founders-tribute',
    access: 'public',
    Page: pages.foundersTribute,
    head: 'foundersTribute',
    lean: true,
  },
  {
    path: '/public-lawyers',
    access: 'public',
    Page: pages.publicLawyers,
    head: 'publicLawyers',
    lean: true,
  },
  {
    path: '/lawyers/:slug',
    access: 'public',
    Page: pages.lawyerPage,
    head: 'lawyerPage',
    lean: true,
  },
  {
    path: '/lawyers/:slug/consultation',
    access: 'public',
    Page: pages.lawyerConsultation,
    head: 'lawyerConsultation',
    lean: true,
  },
  // Public: the private link the requester received is the only key.
  {
    path: '/consultations/track/:token',
    access: 'public',
    Page: pages.consultationTrack,
    head: 'consultationTrack',
    lean: true,
  },
  {
    path: '/social-connect',
    access: 'public',
    Page: pages.socialConnect,
    head: 'socialConnect',
    lean: true,
  },
  { path: '/privacy', access: 'public', Page: pages.privacy, head: 'privacy', lean: true },
  { path: '/terms', access: 'public', Page: pages.terms, head: 'terms', lean: true },
  {
    path: '/accessibility',
    access: 'public',
    Page: pages.accessibility,
    head: 'accessibility',
    lean: true,
  },
  { path: '/login', access: 'guest', Page: pages.login, head: 'login', lean: true },
  // Public: a signed-in visitor is told so by the page rather than sent away.
  { path: '/join/:token', access: 'public', Page: pages.join, head: 'join', lean: true },
  {
    path: '/forgot-password',
    access: 'public',
    Page: pages.forgotPassword,
    head: 'forgotPassword',
    lean: true,
  },
  // Public, as the invitation's: the mailed link is the only key.
  {
    path: '/reset-password/:token',
    access: 'public',
    Page: pages.resetPassword,
    head: 'resetPassword',
    lean: true,
  },
  {
    path: '/confirm-email/:token',
    access: 'public',
    Page: pages.confirmEmail,
    head: 'confirmEmail',
    lean: true,
  },
  { path: '/discussions', access: 'member', Page: pages.discussions },
  { path: '/discussions/:id', access: 'member', Page: pages.discussion },
  { path: '/members', access: 'member', Page: pages.members },
  { path: '/members/:id', access: 'member', Page: pages.memberProfile },
  { path: '/members/:id/history', access: 'staff', Page: pages.memberHistory },
  { path: '/connections', access: 'member', Page: pages.connections },
  { path: '/profile/details', access: 'member', Page: pages.profileDetails },
  { path: '/profile/lawyer', access: 'member', Page: pages.lawyerProfile },
  { path: '/consultation-requests', access: 'member', Page: pages.consultationRequests },
  { path: SECURITY_PATH, access: 'member', Page: pages.security },
  { path: MAIL_PREFERENCES_PATH, access: 'member', Page: pages.mailPreferences },
  { path: API_ACCESS_PATH, access: 'member', Page: pages.apiAccess },
  { path: '/messages', access: 'member', Page: pages.messages },
  { path: '/documents', access: 'member', Page: pages.documents },
  { path: '/news', access: 'member', Page: pages.news },
  { path: '/news/:id', access: 'member', Page: pages.newsItem },
  { path: '/events', access: 'member', Page: pages.events },
  { path: '/events/:id', access: 'member', Page: pages.event },
  { path: '/submit-content', access: 'member', Page: pages.submitContent },
  { path: '/search', access: 'member', Page: pages.search },
  { path: '/admin', access: 'staff', Page: pages.admin },
  { path: '/admin/applications', access: 'staff', Page: pages.membershipApplications },
  { path: '/admin/security-log', access: 'admin', Page: pages.securityLog },
  { path: '/admin/audit', access: 'staff', Page: pages.audit },
  { path: '/admin/insight', access: 'staff', Page: pages.insight },
  { path: '/admin/invitations', access: 'staff', Page: pages.invitations },
  { path: '/admin/api-tokens', access: 'staff', Page: pages.adminApiTokens },
  { path: '/admin/webhooks', access: 'admin', Page: pages.webhooks },
];

export function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRoute /> },
    ...PAGE_ROUTES.map(({ path, access, Page, lean }) => ({
      path,
      // The members' session (WithGraphQL) goes around the guard, not inside it: while the guard
      // waits for `me` (after a sign-in, say) it shows a spinner instead of its children, and
      // the session that would tell it who is there must stay mounted meanwhile.
      element: lean ? (
        <RequireAccess access={access}>
          <Page />
        </RequireAccess>
      ) : (
        <WithGraphQL>
          <RequireAccess access={access}>
            <Page />
          </RequireAccess>
        </WithGraphQL>
      ),
    })),
    { path: '*', element: <pages.notFound /> },
  ];
}

/** The whole client route tree: every page inside the shell. */
export function appRoutes(): RouteObject[] {
  return [{ element: <AppFrame />, children: pageRoutes() }];
}

let tree: RouteObject[] | undefined;

/** The route tree rendered inside the app's router (App). */
export function AppRoutes() {
  tree ??= appRoutes();
  return useRoutes(tree);
}

export interface PageMatch {
  /** False for the not-found page: the gateway answers 404. */
  known: boolean;
  /** The route's pattern (`/about`, `/lawyers/:slug`): the key of its gateway data loader. */
  pattern: string;
  params: Record<string, string | undefined>;
  /** Set when the server renders the route (for visitors who are not signed in). */
  head: PageHeadName | undefined;
  /** The module of the page shown to a visitor who is not signed in (its build manifest key). */
  module: string;
  /** That page, to fetch ahead of hydration. */
  page: Page;
  /** False when the page needs the GraphQL client (WithGraphQL). */
  lean: boolean;
}

const PATTERNS = PAGE_ROUTES.map(({ path }) => ({ path }));

/** Which route a path opens: the one route table, shared by the client and the gateway. */
export function matchPage(pathname: string): PageMatch {
  if (pathname === '/') {
    return {
      known: true,
      pattern: '/',
      params: {},
      head: 'landing',
      module: pages.landing.module,
      page: pages.landing,
      lean: true,
    };
  }
  const match = matchRoutes(PATTERNS, pathname)?.[0];
  const route = match && PAGE_ROUTES.find(({ path }) => path === match.route.path);
  if (!match || !route) {
    const page = pages.notFound;
    const { module } = page;
    return {
      known: false,
      pattern: '*',
      params: {},
      head: 'notFound',
      module,
      page,
      lean: true,
    };
  }
  const { path, head, Page, lean = false } = route;
  return {
    known: true,
    pattern: path,
    params: match.params,
    head,
    module: Page.module,
    page: Page,
    lean,
  };
}

/** The patterns of the routes the server renders (`/` first). */
export function renderedPatterns(): string[] {
  return ['/', ...PAGE_ROUTES.filter(({ head }) => head).map(({ path }) => path)];
}

export interface RouteEntry {
  pattern: string;
  access: Access;
  /** The page's module (its build manifest key). */
  module: string;
  /** False when the page loads the GraphQL client (and the members' session) first. */
  lean: boolean;
  /** True when the gateway renders it for visitors (who then get no members' shell). */
  rendered: boolean;
}

/** Every route with its page's module; `/` twice, as visitors and members see it. */
export function routeTable(): RouteEntry[] {
  return [
    { pattern: '/', access: 'public', module: pages.landing.module, lean: true, rendered: true },
    {
      pattern: '/',
      access: 'member',
      module: pages.dashboard.module,
      lean: false,
      rendered: false,
    },
    ...PAGE_ROUTES.map(({ path, access, Page, lean = false, head }) => ({
      pattern: path,
      access,
      module: Page.module,
      lean,
      rendered: head !== undefined && (access === 'public' || access === 'guest'),
    })),
  ];
}
