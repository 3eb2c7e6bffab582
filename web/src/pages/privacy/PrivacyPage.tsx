import { useTranslation } from '../../i18n/react.js';
import { CONTACT } from '../../modules/association/index.js';
import { LegalSections, publicSiteStyles as styles } from '../../modules/public-site/index.js';
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
          { heading: t('privacy.yourDataHeading'), text: t('privacy.yourData') },
          { heading: t('privacy.closeHeading'), text: t('privacy.close') },
          { heading: t('privacy.keptHeading'), text: t('privacy.kept') },
          {
            heading: t('privacy.rightsHeading'),
            text: t('privacy.rights', { email: CONTACT.email }),
          },
        ]}
      />
    </div>
  );
}
