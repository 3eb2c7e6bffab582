import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import { ResetPasswordForm } from '../../modules/session/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/**
 * /reset-password/:token (public), the page of a reset link: the new password. Whether the link
 * still works is answered when the form is sent (the page never spends or reveals it).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <>
      <PageHeader title={t('pages.resetPassword.title')} lead={t('pages.resetPassword.lead')} />
      <ResetPasswordForm token={token} />
    </>
  );
}
