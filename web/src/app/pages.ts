import type { ComponentType } from 'react';
import { pageGroupName } from '../i18n/catalogGroups.js';
import { loadCatalogGroups } from '../i18n/i18n.js';
import { type Preloadable, preloadable } from '../lib/preloadable.js';

// Every page is its own chunk, fetched when its route is first shown, with its catalog sections
// (i18n/catalogGroups) in the language shown. The glob's keys name each page's module as the
// build manifest does, so that the server can link what a page needs.
const modules = import.meta.glob<{ default: ComponentType }>('../pages/*/*Page.tsx');

export type Page = Preloadable<object> & {
  /** The page's module in the build manifest (`src/pages/about/AboutPage.tsx`). */
  module: string;
};

function page(file: string): Page {
  const load = modules[`../pages/${file}.tsx`];
  if (!load) throw new Error(`No page module ${file}`);
  const module = `src/pages/${file}.tsx`;
  const group = pageGroupName(module);
  const loadWithMessages = async () => (await Promise.all([load(), loadCatalogGroups(group)]))[0];
  return Object.assign(preloadable(loadWithMessages), { module });
}

export const pages = {
  landing: page('landing/LandingPage'),
  apply: page('apply/ApplyPage'),
  dashboard: page('dashboard/DashboardPage'),
  about: page('about/AboutPage'),
  leadership: page('leadership/LeadershipPage'),
  electionsHistory: page('elections-history/ElectionsHistoryPage'),
  foundersTribute: page('founders-tribute/FoundersTributePage'),
  publicLawyers: page('public-lawyers/PublicLawyersPage'),
  lawyerPage: page('lawyer-page/LawyerPage'),
  lawyerConsultation: page('lawyer-consultation/LawyerConsultationPage'),
  consultationTrack: page('consultation-track/ConsultationTrackPage'),
  lawyerProfile: page('lawyer-profile/LawyerProfilePage'),
  consultationRequests: page('consultation-requests/ConsultationRequestsPage'),
  security: page('security/SecurityPage'),
  apiAccess: page('api-access/ApiAccessPage'),
  adminApiTokens: page('admin-api-tokens/AdminApiTokensPage'),
  submitContent: page('submit-content/SubmitContentPage'),
  admin: page('admin/AdminPage'),
  membershipApplications: page('membership-applications/MembershipApplicationsPage'),
  securityLog: page('security-log/SecurityLogPage'),
  audit: page('audit/AuditPage'),
  insight: page('insight/InsightPage'),
  invitations: page('invitations/InvitationsPage'),
  webhooks: page('webhooks/WebhooksPage'),
  discussions: page('discussions/DiscussionsPage'),
  discussion: page('discussions/DiscussionPage'),
  members: page('members/MembersPage'),
  memberProfile: page('member-profile/MemberProfilePage'),
  memberHistory: page('member-history/MemberHistoryPage'),
  connections: page('connections/ConnectionsPage'),
  profileDetails: page('profile-details/ProfileDetailsPage'),
  mailPreferences: page('mail-preferences/MailPreferencesPage'),
  messages: page('messages/MessagesPage'),
  documents: page('documents/DocumentsPage'),
  news: page('news/NewsPage'),
  newsItem: page('news-item/NewsItemPage'),
  events: page('events/EventsPage'),
  event: page('event/EventPage'),
  socialConnect: page('social-connect/SocialConnectPage'),
  privacy: page('privacy/PrivacyPage'),
  terms: page('terms/TermsPage'),
  accessibility: page('accessibility/AccessibilityPage'),
  login: page('login/LoginPage'),
  join: page('join/JoinPage'),
  forgotPassword: page('forgot-password/ForgotPasswordPage'),
  resetPassword: page('reset-password/ResetPasswordPage'),
  confirmEmail: page('confirm-email/ConfirmEmailPage'),
  search: page('search/SearchPage'),
  notFound: page('not-found/NotFoundPage'),
  forbidden: page('forbidden/ForbiddenPage'),
};
