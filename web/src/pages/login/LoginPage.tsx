import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import { navLabelOf } from '../../modules/navigation/index.js';
import { SignInForm, signInLinks } from '../../modules/session/index.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** /login: the sign-in form, the way back in for a forgotten password, and the way to apply. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // Sent here from a members' page (RequireAccess, the gateway): say which, and why.
  const next = searchParams.get('next');
  const nextLabel = next ? navLabelOf(next) : undefined;
  return (
    <>
      <PageHeader title={t('pages.login.title')} lead={t('pages.login.lead')} />
      {next ? (
        <p role="status" className={signInLinks.notice}>
          {nextLabel
            ? t('pages.login.toSee', { page: t(nextLabel) })
            : t('pages.login.toSeeMembersPage')}
        </p>
      ) : null}
      {searchParams.get('closed') === '1' ? (
        <p role="status" className={signInLinks.notice}>
          {t('pages.login.accountClosed')}
        </p>
      ) : null}
      {searchParams.get('reset') === '1' ? (
        <p role="status" className={signInLinks.notice}>
          {t('pages.login.resetDone')}
        </p>
      ) : null}
      <SignInForm />
      <p className={signInLinks.links}>
        <Link href="/forgot-password">{t('pages.login.forgotPassword')}</Link>
        <span>
          {t('pages.login.notMember')} <Link href="/apply">{t('pages.login.apply')}</Link>
        </span>
      </p>
    </>
  );
}
