import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import type { AuditEntryItem } from '../hooks/useAuditEntries.js';
import * as styles from './Audit.css.js';

export interface AuditTableProps {
  entries: readonly AuditEntryItem[];
}

/** The entries as a table: one row each, column headers for screen readers' navigation. */
export function AuditTable({ entries }: AuditTableProps) {
  const { t } = useTranslation();
  const time = useDateFormat('preciseDateTime');
  const columns = ['when', 'who', 'what', 'item', 'reason', 'changes'] as const;

  return (
    <section
      className={styles.scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      aria-label={t('pages.audit.table.caption')}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{t('pages.audit.table.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headerCell}>
                {t(`pages.audit.table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className={styles.cell}>
                <time dateTime={entry.createdAt}>{time(entry.createdAt)}</time>
              </td>
              <td className={styles.cell}>
                {entry.actor ? (
                  <>
                    <bdi>{entry.actor.fullName}</bdi>
                    <br />
                    <span className={styles.muted} dir="ltr">
                      {entry.actor.email}
                    </span>
                  </>
                ) : (
                  <span className={styles.muted}>{t('pages.audit.table.removedAccount')}</span>
                )}
              </td>
              <th scope="row" className={styles.cell}>
                {t(`pages.audit.actions.${entry.action}`)}
              </th>
              <td className={styles.cell}>
                <ItemCell entry={entry} />
              </td>
              <td className={styles.cell}>
                {entry.reason ? (
                  <span className={styles.reason} dir="auto">
                    {entry.reason}
                  </span>
                ) : (
                  '—'
                )}
              </td>
              <td className={styles.cell}>
                <ChangesCell entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ItemCell({ entry }: { entry: AuditEntryItem }) {
  const { t } = useTranslation();
  const kind = t(`pages.audit.subjects.${entry.subjectKind}`);
  const name = entry.subjectTitle ? <bdi>{entry.subjectTitle}</bdi> : kind;
  return (
    <>
      {entry.subjectPath ? <Link href={entry.subjectPath}>{name}</Link> : name}
      {entry.subjectTitle ? (
        <>
          <br />
          <span className={styles.muted}>{kind}</span>
        </>
      ) : null}
    </>
  );
}

/** Before → after of each changed field, in a disclosure that works without the script. */
function ChangesCell({ entry }: { entry: AuditEntryItem }) {
  const { t } = useTranslation();
  if (entry.changes.length === 0) return '—';
  const none = t('pages.audit.table.none');
  return (
    <details>
      <summary>{t('pages.audit.table.changesToggle')}</summary>
      <dl className={styles.changes}>
        {entry.changes.map((change) => (
          <div key={change.field} className={styles.changeRow}>
            <dt className={styles.changeField} dir="ltr">
              {change.field}
            </dt>
            <dd className={styles.changeValue} dir="auto">
              <bdi>{change.before ?? none}</bdi>{' '}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>{' '}
              <bdi>{change.after ?? none}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
