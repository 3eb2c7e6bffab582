import { useTranslation } from 'react-i18next';
import { CONTACT } from '../../modules/association/content.js';
import { LegalSections } from '../../modules/public-site/components/LegalSections.js';
import * as styles from '../../modules/public-site/publicSite.css.js';
import { PageHeader } from '../../ui/PageHeader.js';

export default function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')} />
      <LegalSections
        idPrefix="privacy"
        sections={[
          { heading: t('privacy.collectHeading'), text: t('privacy.collect') },
          { heading: t('privacy.useHeading'), text: t('privacy.use') },
          { heading: t('privacy.keepHeading'), text: t('privacy.keep') },
          { heading: t('privacy.securityHeading'), text: t('privacy.security') },
          {
            heading: t('privacy.rightsHeading'),
            text: t('privacy.rights', { email: CONTACT.email }),
          },
        ]}
      />
    </div>
  );
}
