import { useState } from 'react';
import type { SecurityEventFilter } from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { moderationStyles as pageStyles } from '../../modules/moderation/index.js';
import {
  SecurityEventFilters,
  SecurityEventTable,
  securityLogStyles as styles,
  useSecurityEvents,
} from '../../modules/security-log/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** The security log (admins only): who signed in, failed, was throttled, and so on. */
export default function SecurityLogPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SecurityEventFilter>({});
  const { events, hasMore, failed, loadMore, loadingMore } = useSecurityEvents(filter);

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.securityLog.loadFailed')}
        </p>
      );
    }
    if (!events) return <Loading />;
    if (events.length === 0) {
      return <p className={styles.empty}>{t('pages.securityLog.empty')}</p>;
    }
    return (
      <>
        <SecurityEventTable events={events} />
        <p aria-live="polite" className={styles.muted}>
          {t('pages.securityLog.shown', { count: events.length })}
        </p>
        {hasMore ? (
          <Button variant="secondary" isDisabled={loadingMore} onPress={() => void loadMore()}>
            {loadingMore ? t('pages.securityLog.loadingMore') : t('pages.securityLog.loadMore')}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <>
      <PageHeader title={t('pages.securityLog.title')} lead={t('pages.securityLog.lead')} />
      <div className={pageStyles.page}>
        <Link href="/admin">{t('pages.securityLog.backToAdmin')}</Link>
        <SecurityEventFilters onApply={setFilter} />
        {body()}
      </div>
    </>
  );
}
