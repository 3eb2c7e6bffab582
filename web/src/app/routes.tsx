import type { RouteObject } from 'react-router-dom';
import { type Access, SECURITY_PATH } from './access.js';
import { pages } from './pages.js';
import { HomeRoute, RequireAccess } from './RequireAccess.js';

interface PageRoute {
  path: string;
  access: Access;
  Page: (typeof pages)[keyof typeof pages];
}

/** The spec's route table plus the portal's own pages, with who may open each. */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/welcome', access: 'public', Page: pages.landing },
  { path: '/apply', access: 'public', Page: pages.apply },
  { path: '/about', access: 'public', Page: pages.about },
  { path: '/leadership', access: 'public', Page: pages.leadership },
  { path: '/elections-history', access: 'public', Page: pages.electionsHistory },
  { path: '/founders-tribute', access: 'public', Page: pages.foundersTribute },
  { path: '/public-lawyers', access: 'public', Page: pages.publicLawyers },
  // Public: the private link the requester received is the only key.
  { path: '/consultations/track/:token', access: 'public', Page: pages.consultationTrack },
  { path: '/social-connect', access: 'public', Page: pages.socialConnect },
  { path: '/privacy', access: 'public', Page: pages.privacy },
  { path: '/terms', access: 'public', Page: pages.terms },
  { path: '/accessibility', access: 'public', Page: pages.accessibility },
  { path: '/login', access: 'guest', Page: pages.login },
  // Public: a signed-in visitor is told so by the page rather than sent away.
  { path: '/join/:token', access: 'public', Page: pages.join },
  { path: '/discussions', access: 'member', Page: pages.discussions },
  { path: '/discussions/:id', access: 'member', Page: pages.discussion },
  { path: '/members', access: 'member', Page: pages.members },
  { path: '/profile/lawyer', access: 'member', Page: pages.lawyerProfile },
  { path: SECURITY_PATH, access: 'member', Page: pages.security },
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
];

export function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRoute /> },
    ...PAGE_ROUTES.map(({ path, access, Page }) => ({
      path,
      element: (
        <RequireAccess access={access}>
          <Page />
        </RequireAccess>
      ),
    })),
    { path: '*', element: <pages.notFound /> },
  ];
}
