import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { UserText } from '../../../ui/UserText.js';
import type { SecurityEventItem } from '../hooks/useSecurityEvents.js';
import * as styles from './SecurityLog.css.js';

export interface SecurityEventTableProps {
  events: readonly SecurityEventItem[];
}

/** The events as a table: one row each, column headers for screen readers' navigation. */
export function SecurityEventTable({ events }: SecurityEventTableProps) {
  const { t } = useTranslation();
  const time = useDateFormat('preciseDateTime');
  const columns = ['time', 'event', 'outcome', 'member', 'address', 'details'] as const;

  return (
    <section
      className={styles.scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={t('pages.securityLog.table.caption')}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{t('pages.securityLog.table.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headerCell}>
                {t(`pages.securityLog.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className={styles.cell}>
                <time dateTime={event.occurredAt}>{time(event.occurredAt)}</time>
              </td>
              <th scope="row" className={styles.cell}>
                {t(`pages.securityLog.types.${event.type}`)}
              </th>
              <td className={styles.cell}>
                <span
                  className={
                    event.outcome === 'SUCCESS'
                      ? styles.outcome
                      : `${styles.outcome} ${styles.outcomeProblem}`
                  }
                >
                  {t(`pages.securityLog.outcomes.${event.outcome}`)}
                </span>
              </td>
              <td className={styles.cell}>
                <MemberCell event={event} />
              </td>
              <td className={styles.cell}>
                <span className={styles.data} dir="ltr">
                  {event.ip ?? '—'}
                </span>
                {event.userAgent ? (
                  <div className={`${styles.data} ${styles.muted}`} dir="ltr">
                    {event.userAgent}
                  </div>
                ) : null}
              </td>
              <td className={styles.cell}>
                <span className={styles.data} dir="ltr">
                  {describeDetails(event.details)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MemberCell({ event }: { event: SecurityEventItem }) {
  const { t } = useTranslation();
  const { actor, subject } = event;
  if (!actor && !subject) return <>{t('pages.securityLog.table.nobody')}</>;
  const person = (member: NonNullable<SecurityEventItem['actor']>) => (
    <>
      <UserText>{member.fullName}</UserText>{' '}
      <span className={`${styles.data} ${styles.muted}`} dir="ltr">
        {member.email}
      </span>
    </>
  );
  if (actor && (!subject || subject.id === actor.id)) return person(actor);
  return (
    <>
      {actor ? (
        <div>
          {t('pages.securityLog.table.actor')}: {person(actor)}
        </div>
      ) : null}
      {subject ? (
        <div>
          {t('pages.securityLog.table.subject')}: {person(subject)}
        </div>
      ) : null}
    </>
  );
}

/** `key: value` pairs of the details object, as data (they are not translated). */
export function describeDetails(details: string): string {
  try {
    const parsed = JSON.parse(details) as Record<string, unknown>;
    const pairs = Object.entries(parsed).map(
      ([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
    );
    return pairs.length > 0 ? pairs.join('; ') : '—';
  } catch {
    return details;
  }
}
