import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import { ConfirmEmailForm } from '../../modules/session/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** /confirm-email/:token (public), the page of the link sent to a new address. */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <>
      <PageHeader title={t('pages.confirmEmail.title')} lead={t('pages.confirmEmail.lead')} />
      <ConfirmEmailForm token={token} />
    </>
  );
}
