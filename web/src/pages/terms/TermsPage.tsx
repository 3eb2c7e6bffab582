import { useTranslation } from '../../i18n/react.js';
import { CONTACT } from '../../modules/association/index.js';
import { LegalSections, publicSiteStyles as styles } from '../../modules/public-site/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

export default function TermsPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader title={t('terms.title')} lead={t('terms.lead')} />
      <LegalSections
        idPrefix="terms"
        sections={[
          { heading: t('terms.useHeading'), text: t('terms.use') },
          { heading: t('terms.conductHeading'), text: t('terms.conduct') },
          { heading: t('terms.adviceHeading'), text: t('terms.advice') },
          { heading: t('terms.contentHeading'), text: t('terms.content') },
          {
            heading: t('terms.changesHeading'),
            text: t('terms.changes', { email: CONTACT.email }),
          },
        ]}
      />
    </div>
  );
}
