import { useTranslation } from '../../i18n/react.js';
import { ForgotPasswordForm } from '../../modules/session/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** /forgot-password (public): asks for a link that sets a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.forgotPassword.title')} lead={t('pages.forgotPassword.lead')} />
      <ForgotPasswordForm />
    </>
  );
}
