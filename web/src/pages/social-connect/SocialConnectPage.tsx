import { useDateFormat } from '../../i18n/dates.js';
import { useTranslation } from '../../i18n/react.js';
import {
  FollowSection,
  NetworkCard,
  RecentActivity,
  SOCIAL_NETWORKS,
  SocialFeatures,
  socialStyles as styles,
  useNetworkActions,
  useRecentSocialActivity,
} from '../../modules/social/index.js';
import { PageHeader } from '../../ui/PageHeader.js';

export default function SocialConnectPage() {
  const { t } = useTranslation();
  const { visits, visit, share } = useNetworkActions();
  const activity = useRecentSocialActivity();
  const format = useDateFormat('dateTime');

  return (
    <>
      <PageHeader title={t('pages.socialConnect.title')} lead={t('pages.socialConnect.lead')} />
      <div className={styles.page}>
        <section className={styles.section} aria-labelledby="social-networks">
          <h2 id="social-networks" className={styles.heading}>
            {t('pages.socialConnect.networksHeading')}
          </h2>
          <ul className={styles.grid}>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network.id}>
                <NetworkCard
                  network={network}
                  lastVisit={visits[network.id] ? format(visits[network.id] as string) : null}
                  onVisit={() => visit(network)}
                  onShare={() => void share(network)}
                />
              </li>
            ))}
          </ul>
        </section>
        <SocialFeatures />
        <RecentActivity
          entries={activity.entries}
          loading={activity.loading}
          failed={activity.failed}
          formatDate={format}
        />
        <FollowSection networks={SOCIAL_NETWORKS} onFollow={visit} />
      </div>
    </>
  );
}
