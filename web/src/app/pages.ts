import { lazy } from 'react';

// Every page is its own chunk, fetched when its route is first shown.
export const pages = {
  landing: lazy(() => import('../pages/landing/LandingPage.js')),
  dashboard: lazy(() => import('../pages/dashboard/DashboardPage.js')),
  about: lazy(() => import('../pages/about/AboutPage.js')),
  leadership: lazy(() => import('../pages/leadership/LeadershipPage.js')),
  electionsHistory: lazy(() => import('../pages/elections-history/ElectionsHistoryPage.js')),
  foundersTribute: lazy(() => import('../pages/founders-tribute/FoundersTributePage.js')),
  publicLawyers: lazy(() => import('../pages/public-lawyers/PublicLawyersPage.js')),
  submitContent: lazy(() => import('../pages/submit-content/SubmitContentPage.js')),
  admin: lazy(() => import('../pages/admin/AdminPage.js')),
  discussions: lazy(() => import('../pages/discussions/DiscussionsPage.js')),
  discussion: lazy(() => import('../pages/discussions/DiscussionPage.js')),
  members: lazy(() => import('../pages/members/MembersPage.js')),
  messages: lazy(() => import('../pages/messages/MessagesPage.js')),
  documents: lazy(() => import('../pages/documents/DocumentsPage.js')),
  news: lazy(() => import('../pages/news/NewsPage.js')),
  newsItem: lazy(() => import('../pages/news-item/NewsItemPage.js')),
  socialConnect: lazy(() => import('../pages/social-connect/SocialConnectPage.js')),
  privacy: lazy(() => import('../pages/privacy/PrivacyPage.js')),
  terms: lazy(() => import('../pages/terms/TermsPage.js')),
  accessibility: lazy(() => import('../pages/accessibility/AccessibilityPage.js')),
  login: lazy(() => import('../pages/login/LoginPage.js')),
  search: lazy(() => import('../pages/search/SearchPage.js')),
  notFound: lazy(() => import('../pages/not-found/NotFoundPage.js')),
  forbidden: lazy(() => import('../pages/forbidden/ForbiddenPage.js')),
};
