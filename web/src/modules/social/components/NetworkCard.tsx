import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import type { SocialNetwork } from '../networks.js';
import * as styles from './Social.css.js';

export interface NetworkCardProps {
  network: SocialNetwork;
  /** The last visit from this browser, already formatted (null: none). */
  lastVisit: string | null;
  onVisit: () => void;
  onShare: () => void;
}

/** One network: follower count, description, verified and engagement badges, visit and share. */
export function NetworkCard({ network, lastVisit, onVisit, onShare }: NetworkCardProps) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} aria-labelledby={`network-${network.id}`}>
      <div className={styles.cardHead}>
        <h3 id={`network-${network.id}`} className={styles.cardTitle} lang="en">
          {network.name}
        </h3>
        <p className={styles.kind}>{t(`pages.socialConnect.kinds.${network.kind}`)}</p>
      </div>
      <p className={styles.followers}>
        {t('pages.socialConnect.followers', { count: network.followers })}
      </p>
      <div className={styles.badges}>
        {network.verified ? (
          <span className={styles.verified}>
            <span aria-hidden="true">✓</span>
            {t('pages.socialConnect.verified')}
          </span>
        ) : null}
        <span className={styles.badge}>
          {t(`pages.socialConnect.engagement.${network.engagement}`)}
        </span>
      </div>
      <p className={styles.text}>{t(`pages.socialConnect.descriptions.${network.id}`)}</p>
      {lastVisit ? (
        <p className={styles.meta}>{t('pages.socialConnect.lastVisit', { date: lastVisit })}</p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onVisit}>
          {t('pages.socialConnect.visit', { network: network.name })}
        </Button>
        <Button variant="secondary" onClick={onShare}>
          {t('pages.socialConnect.share', { network: network.name })}
        </Button>
      </div>
    </article>
  );
}
