import { Trans, useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import * as styles from './DashboardHero.css.js';

/** The welcome banner; its text (and the two links in it) follow the interface language. */
export function DashboardHero({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-label={t('pages.dashboard.heroLabel')}>
      <p className={styles.greeting}>{t('pages.dashboard.heroGreeting', { name })}</p>
      <p className={styles.text}>
        <Trans
          i18nKey="pages.dashboard.heroText"
          components={{
            discussions: <Link href="/discussions" variant="plain" className={styles.link} />,
            members: <Link href="/members" variant="plain" className={styles.link} />,
          }}
        />
      </p>
    </section>
  );
}
