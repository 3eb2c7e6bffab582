import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
// The same list layout as the news list (heading, cards, empty and error states, Load more).
import { newsListStyles as styles } from '../../news/index.js';
import type { EventsState } from '../hooks/useEvents.js';
import { EventCard } from './EventCard.js';

/** A list of event cards with its loading, error, empty and "Load more" states. */
export function EventList({
  state,
  emptyText,
  onLoadMore,
}: {
  state: EventsState;
  emptyText: string;
  onLoadMore: () => void;
}) {
  const { t } = useTranslation();
  const { events, loading, failed, hasMore, loadingMore } = state;
  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.events.loadError')}
        </p>
      );
    }
    if (!events) return loading ? <Loading /> : null;
    if (events.length === 0) return <p className={styles.empty}>{emptyText}</p>;
    return (
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className={styles.section} aria-busy={loading}>
      {body()}
      {hasMore && !failed ? (
        <div className={styles.more}>
          <Button variant="secondary" onPress={onLoadMore} isDisabled={loadingMore}>
            {loadingMore ? t('common.loading') : t('pages.events.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
