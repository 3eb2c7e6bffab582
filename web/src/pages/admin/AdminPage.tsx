import { useSearchParams } from 'react-router-dom';
import { useNumberFormat } from '../../i18n/format.js';
import { useTranslation } from '../../i18n/react.js';
import { InsightSummary } from '../../modules/insight/index.js';
import {
  AdminStatCards,
  ConsultationList,
  FlagDecisionNotice,
  FlaggedPostList,
  PendingContentList,
  PendingNewsList,
  PendingReviewList,
  QueueDecisionNotice,
  moderationStyles as styles,
  useAdminConsultations,
  useAdminLists,
  useDecide,
} from '../../modules/moderation/index.js';
import { useViewer } from '../../modules/session/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Tabs } from '../../ui/Tabs.js';

const TABS = ['content', 'news', 'reviews', 'flags', 'consultations'] as const;
type Tab = (typeof TABS)[number];

/** The kinds of the "Pending Content" queue, each a filter with its count (`?kind=`). */
const CONTENT_KINDS = ['all', 'event', 'social'] as const;
type ContentKind = (typeof CONTENT_KINDS)[number];

export default function AdminPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(requested ?? '')
    ? (requested as Tab)
    : 'content';
  const allConsultations = tab === 'consultations' && params.get('all') === '1';
  const requestedKind = params.get('kind') ?? '';
  const contentKind: ContentKind = (CONTENT_KINDS as readonly string[]).includes(requestedKind)
    ? (requestedKind as ContentKind)
    : 'all';
  const lists = useAdminLists();
  const consultations = useAdminConsultations(allConsultations);
  const { decide, decidingId } = useDecide();
  const { viewer } = useViewer();

  const numbers = useNumberFormat();
  const labelled = (label: string, count: number | undefined) => (
    <>
      {label}
      {count === undefined ? null : <span className={styles.count}>{numbers.format(count)}</span>}
    </>
  );

  const stats = lists.stats;
  const kindCount: Record<ContentKind, number | undefined> = {
    all: stats ? stats.eventsQueue + stats.socialQueue : undefined,
    event: stats?.eventsQueue,
    social: stats?.socialQueue,
  };
  const contentItems = lists.content.items?.filter(
    (item) => contentKind === 'all' || item.type.toLowerCase() === contentKind,
  );
  const newsLoaded = lists.news.items && lists.submittedNews.items;
  const newsEmpty =
    newsLoaded && lists.news.items?.length === 0 && lists.submittedNews.items?.length === 0;

  const failedOr = (failed: boolean, node: React.ReactNode) =>
    failed ? (
      <p role="alert" className={styles.error}>
        {t('pages.admin.loadFailed')}
      </p>
    ) : (
      node
    );

  return (
    <>
      <PageHeader title={t('pages.admin.title')} lead={t('pages.admin.lead')} />
      <div className={styles.page}>
        <FlagDecisionNotice />
        <QueueDecisionNotice />
        <AdminStatCards stats={lists.stats} failed={lists.statsFailed} />
        <InsightSummary />
        <Link href="/admin/applications">{t('pages.admin.membershipApplicationsLink')}</Link>
        <Link href="/admin/api-tokens">{t('pages.admin.apiTokensLink')}</Link>
        <Link href="/admin/audit">{t('pages.admin.auditLink')}</Link>
        <Link href="/admin/invitations">{t('pages.admin.invitationsLink')}</Link>
        {viewer?.role === 'ADMIN' ? (
          <>
            <Link href="/admin/security-log">{t('pages.admin.securityLogLink')}</Link>
            <Link href="/admin/webhooks">{t('pages.admin.webhooksLink')}</Link>
          </>
        ) : null}
        <Tabs<Tab>
          label={t('pages.admin.tabs.label')}
          selectedKey={tab}
          onSelectionChange={(key) => setParams(key === 'content' ? {} : { tab: key })}
          items={[
            {
              id: 'content',
              label: labelled(t('pages.admin.tabs.content'), kindCount.all),
              panel: failedOr(
                lists.content.failed,
                contentItems ? (
                  <div className={styles.stack}>
                    <nav className={styles.filters} aria-label={t('pages.admin.filters.label')}>
                      {CONTENT_KINDS.map((kind) => (
                        <Link
                          key={kind}
                          href={kind === 'all' ? '/admin' : `/admin?kind=${kind}`}
                          variant={kind === contentKind ? 'primary' : 'secondary'}
                          aria-current={kind === contentKind ? 'true' : undefined}
                        >
                          {labelled(t(`pages.admin.filters.${kind}`), kindCount[kind])}
                        </Link>
                      ))}
                    </nav>
                    <PendingContentList
                      items={contentItems}
                      decidingId={decidingId}
                      onDecide={(item, decision) => void decide('content', item, decision)}
                    />
                  </div>
                ) : (
                  <Loading />
                ),
              ),
            },
            {
              id: 'news',
              label: labelled(t('pages.admin.tabs.news'), stats?.newsQueue),
              panel: failedOr(
                lists.news.failed || lists.submittedNews.failed,
                newsLoaded ? (
                  newsEmpty ? (
                    <p className={styles.empty}>{t('pages.admin.empty.news')}</p>
                  ) : (
                    // News items and members' submitted news: one queue, each item once.
                    <div className={styles.stack}>
                      {lists.news.items?.length ? (
                        <PendingNewsList
                          items={lists.news.items}
                          decidingId={decidingId}
                          onDecide={(item, decision) => void decide('news', item, decision)}
                        />
                      ) : null}
                      {lists.submittedNews.items?.length ? (
                        <PendingContentList
                          items={lists.submittedNews.items}
                          decidingId={decidingId}
                          onDecide={(item, decision) => void decide('content', item, decision)}
                        />
                      ) : null}
                    </div>
                  )
                ) : (
                  <Loading />
                ),
              ),
            },
            {
              id: 'reviews',
              label: labelled(t('pages.admin.tabs.reviews'), lists.stats?.pendingReviews),
              panel: failedOr(
                lists.reviews.failed,
                lists.reviews.items ? (
                  <PendingReviewList
                    items={lists.reviews.items}
                    decidingId={decidingId}
                    onDecide={(item, decision) => void decide('review', item, decision)}
                  />
                ) : (
                  <Loading />
                ),
              ),
            },
            {
              id: 'flags',
              label: labelled(t('pages.admin.tabs.flags'), stats?.flaggedPosts),
              panel: failedOr(
                lists.flags.failed,
                lists.flags.items ? <FlaggedPostList items={lists.flags.items} /> : <Loading />,
              ),
            },
            {
              id: 'consultations',
              label: t('pages.admin.tabs.consultations'),
              panel: failedOr(
                consultations.failed,
                consultations.items ? (
                  <div className={styles.stack}>
                    {allConsultations ? (
                      <h2 className={styles.title}>{t('pages.admin.allConsultationsTitle')}</h2>
                    ) : null}
                    <ConsultationList
                      items={consultations.items}
                      showAll={allConsultations}
                      allHref="/admin?tab=consultations&all=1"
                    />
                    {consultations.hasMore ? (
                      <Button variant="secondary" onPress={() => void consultations.loadMore()}>
                        {t('pages.admin.loadMore')}
                      </Button>
                    ) : null}
                  </div>
                ) : (
                  <Loading />
                ),
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
