import { useTranslation } from '../../i18n/react.js';
import { SignInForm } from '../../modules/session/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.login.title')} lead={t('pages.login.lead')} />
      <SignInForm />
    </>
  );
}
