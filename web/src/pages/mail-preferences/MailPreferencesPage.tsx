import { useTranslation } from '../../i18n/react.js';
import { MailPreferencesForm } from '../../modules/notifications/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** How the member hears of notices, at /profile/notifications. */
export default function MailPreferencesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.mailPreferences.title')} lead={t('pages.mailPreferences.lead')} />
      <MailPreferencesForm />
    </>
  );
}
