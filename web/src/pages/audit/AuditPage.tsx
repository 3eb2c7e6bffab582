import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import {
  AuditFilters,
  AuditTable,
  auditCsvHref,
  auditHref,
  readAuditSearch,
  auditStyles as styles,
  toAuditFilter,
  useAuditEntries,
} from '../../modules/audit/index.js';
import { moderationStyles as pageStyles } from '../../modules/moderation/index.js';
import { link } from '../../ui/Link.css.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

/**
 * `/admin/audit`: the audit trail (staff; moderators see the moderation acts). The filter and
 * the page are in the address, so the server renders each with its data and every control
 * is a form or a link that works before the script.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's text is the key
  const search = useMemo(() => readAuditSearch(params), [key]);
  const filter = useMemo(() => toAuditFilter(search), [search]);
  const { entries, hasMore, failed } = useAuditEntries(filter, search.after || null);

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={styles.error}>
          {t('pages.audit.loadFailed')}
        </p>
      );
    }
    if (!entries) return <Loading />;
    if (entries.length === 0) return <p className={styles.empty}>{t('pages.audit.empty')}</p>;
    const last = entries.at(-1)?.id ?? '';
    return (
      <>
        <AuditTable entries={entries} />
        <nav className={styles.pager} aria-label={t('pages.audit.pager')}>
          {search.after ? (
            <Link href={auditHref({ ...search, after: '' })}>{t('pages.audit.newest')}</Link>
          ) : null}
          {hasMore ? (
            <Link href={auditHref({ ...search, after: last })}>{t('pages.audit.older')}</Link>
          ) : null}
          <a href={auditCsvHref(search)} className={link.inline} download>
            {t('pages.audit.export')}
          </a>
        </nav>
      </>
    );
  };

  return (
    <>
      <PageHeader title={t('pages.audit.title')} lead={t('pages.audit.lead')} />
      <div className={pageStyles.page}>
        <Link href="/admin">{t('pages.audit.backToAdmin')}</Link>
        <AuditFilters key={key} search={search} />
        {body()}
      </div>
    </>
  );
}
