import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { Loading } from '../../../ui/Loading.js';
import * as styles from './DashboardList.css.js';

export interface DashboardListProps<Item extends { id: string }> {
  title: string;
  /** Where View All goes: the full list. */
  viewAllHref: string;
  items: readonly Item[] | undefined;
  loading: boolean;
  failed: boolean;
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
  /** A further action beside View All (the documents list's Upload Document). */
  action?: ReactNode;
}

/**
 * One of the dashboard's four short lists, with the loading, error and empty states every list
 * of the portal has. View All is a link (it goes somewhere), named with the list so that a
 * screen reader's links list tells the four apart.
 */
export function DashboardList<Item extends { id: string }>({
  title,
  viewAllHref,
  items,
  loading,
  failed,
  emptyText,
  renderItem,
  action,
}: DashboardListProps<Item>) {
  const { t } = useTranslation();
  const headingId = useId();

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.dashboard.listError')}
        </p>
      );
    }
    if (!items) return loading ? <Loading /> : null;
    if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
    return (
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={loading}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        <div className={styles.actions}>
          {action}
          <Link
            href={viewAllHref}
            variant="plain"
            className={styles.viewAll}
            aria-label={t('pages.dashboard.viewAllOf', { list: title })}
          >
            {t('pages.dashboard.viewAll')}
          </Link>
        </div>
      </div>
      {body()}
    </section>
  );
}
