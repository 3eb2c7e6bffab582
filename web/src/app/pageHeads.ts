import type { PublicLawyerPageQuery } from '../generated/graphql.js';
import { lawyerPageHeadHook } from '../modules/lawyers/index.js';
import { type HeadContext, type HeadHook, headOf } from '../routing/head.js';
import { documentTitle } from '../ui/useDocumentTitle.js';

// The head of each page the server renders: its title and its description. The server's alone
// (entry-server.tsx): the browser never draws a head from these, so their messages are not in
// any page's catalog sections (i18n/catalogGroups); the server reads them from the whole
// catalogs. The route table names them (routes.tsx).

const notFound = headOf('pages.notFound.title', 'seo.notFound');

const PAGE_HEADS = {
  landing: headOf(null, 'seo.landing'),
  about: headOf('about.title', 'seo.about'),
  leadership: headOf('leadership.title', 'seo.leadership'),
  electionsHistory: headOf('electionsHistory.title', 'seo.electionsHistory'),
  foundersTribute: headOf('foundersTribute.title', 'seo.foundersTribute'),
  publicLawyers: headOf('pages.publicLawyers.title', 'seo.publicLawyers'),
  socialConnect: headOf('pages.socialConnect.title', 'seo.socialConnect'),
  privacy: headOf('privacy.title', 'seo.privacy'),
  terms: headOf('terms.title', 'seo.terms'),
  accessibility: headOf('accessibility.title', 'seo.accessibility'),
  login: headOf('pages.login.title', 'seo.login'),
  apply: headOf('membership.title', 'seo.apply'),
  // A private link: rendered for a fast first view, never for search engines.
  consultationTrack: (context: HeadContext) => ({
    ...headOf('consultations.track.title', 'seo.consultationTrack')(context),
    tags: [{ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } }],
  }),
  // An invitation link, private as the consultation's: rendered, never for search engines.
  join: (context: HeadContext) => ({
    ...headOf('pages.join.title', 'seo.join')(context),
    tags: [{ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } }],
  }),
  forgotPassword: headOf('pages.forgotPassword.title', 'seo.forgotPassword'),
  // The pages of mailed links: private, rendered, never for search engines.
  resetPassword: (context: HeadContext) => ({
    ...headOf('pages.resetPassword.title', 'seo.resetPassword')(context),
    tags: [{ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } }],
  }),
  confirmEmail: (context: HeadContext) => ({
    ...headOf('pages.confirmEmail.title', 'seo.confirmEmail')(context),
    tags: [{ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } }],
  }),
  // A lawyer's page: from what the gateway loaded (its page-data loader for /lawyers/:slug).
  lawyerPage: lawyerPageHeadHook(notFound),
  // The lawyer's consultation page: from the lawyer page's operation, which the gateway runs.
  lawyerConsultation: (context: HeadContext) => {
    const name = (context.data as PublicLawyerPageQuery | null)?.publicLawyer?.fullName;
    if (!name) return notFound(context);
    return {
      title: documentTitle(
        context.t('consultations.form.pageTitle', { name }),
        context.t('app.name'),
      ),
      description: context.t('seo.lawyerConsultation', { name }),
    };
  },
  notFound,
} satisfies Record<string, HeadHook>;

export type PageHeadName = keyof typeof PAGE_HEADS;

/** The head hook a route names (undefined for a route the server does not render). */
export function pageHead(name: PageHeadName | undefined): HeadHook | undefined {
  return name === undefined ? undefined : PAGE_HEADS[name];
}
