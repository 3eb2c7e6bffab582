import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import type { SocialNetwork } from '../networks.js';
import * as styles from './Social.css.js';

export interface FollowSectionProps {
  networks: readonly SocialNetwork[];
  onFollow: (network: SocialNetwork) => void;
}

/** The follow buttons: each opens its network like 'visit'. */
export function FollowSection({ networks, onFollow }: FollowSectionProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.follow} aria-labelledby="social-follow">
      <h2 id="social-follow" className={styles.heading}>
        {t('pages.socialConnect.follow.heading')}
      </h2>
      <p className={styles.text}>{t('pages.socialConnect.follow.text')}</p>
      <div className={styles.actions}>
        {networks.map((network) => (
          <Button key={network.id} onClick={() => onFollow(network)}>
            {t('pages.socialConnect.follow.button', { network: network.name })}
          </Button>
        ))}
      </div>
    </section>
  );
}
