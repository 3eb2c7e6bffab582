import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/Link.js';
import { PageHeading } from '../../ui/PageHeading.js';
import { useDocumentTitle } from '../../ui/useDocumentTitle.js';
import * as styles from './LandingPage.css.js';

/** The public entry: at `/` for visitors who are not signed in, and at `/welcome` for everyone. */
export default function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle();

  return (
    <div className={styles.hero}>
      <PageHeading className={styles.title}>{t('app.name')}</PageHeading>
      <p className={styles.tagline}>{t('app.tagline')}</p>
      <div className={styles.actions}>
        <Link href="/login" variant="primary">
          {t('pages.landing.signIn')}
        </Link>
        <Link href="/about" variant="secondary">
          {t('pages.landing.learnMore')}
        </Link>
      </div>
    </div>
  );
}
