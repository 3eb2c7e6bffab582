import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import {
  DashboardHero,
  DashboardList,
  DiscussionItem,
  EventItemRow,
  MemberItem,
  NewsItemRow,
  useDashboard,
} from '../../modules/dashboard/index.js';
import { DocumentItem } from '../../modules/documents/index.js';
import { SearchBar, searchPath } from '../../modules/search/index.js';
import { useViewer } from '../../modules/session/index.js';
import { StatCards } from '../../modules/stats/index.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';
import * as styles from './DashboardPage.css.js';

/** Where the document library opens its upload dialog. */
const UPLOAD_DOCUMENT_PATH = '/documents?upload=1';

/** What a signed-in member sees at `/`. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { dashboard, loading, failed } = useDashboard();
  const lists = { loading, failed };

  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} lead={t('pages.dashboard.lead')} />
      {viewer ? <DashboardHero name={viewer.fullName} /> : null}
      {/* The one search box on a phone; wide screens have the header's (the same search). */}
      <div className={styles.phoneSearch}>
        <SearchBar onSearch={(text) => navigate(searchPath(text))} />
      </div>
      <StatCards />
      <div className={styles.lists}>
        <DashboardList
          {...lists}
          title={t('pages.dashboard.recentDiscussions')}
          viewAllHref="/discussions"
          items={dashboard?.discussions}
          emptyText={t('pages.dashboard.noDiscussions')}
          renderItem={(discussion) => <DiscussionItem discussion={discussion} />}
        />
        <DashboardList
          {...lists}
          title={t('pages.dashboard.newMembers')}
          viewAllHref="/members"
          items={dashboard?.members}
          emptyText={t('pages.dashboard.noMembers')}
          renderItem={(member) => <MemberItem member={member} />}
        />
        <DashboardList
          {...lists}
          title={t('pages.dashboard.legalNews')}
          viewAllHref="/news"
          items={dashboard?.news}
          emptyText={t('pages.dashboard.noNews')}
          renderItem={(item) => <NewsItemRow item={item} />}
        />
        <DashboardList
          {...lists}
          title={t('pages.dashboard.upcomingEvents')}
          viewAllHref="/events"
          items={dashboard?.events}
          emptyText={t('pages.dashboard.noEvents')}
          renderItem={(event) => <EventItemRow event={event} />}
        />
        <DashboardList
          {...lists}
          title={t('pages.dashboard.recentDocuments')}
          viewAllHref="/documents"
          items={dashboard?.documents}
          emptyText={t('pages.dashboard.noDocuments')}
          renderItem={(document) => <DocumentItem document={document} />}
          action={
            <Link href={UPLOAD_DOCUMENT_PATH} variant="secondary">
              {t('pages.dashboard.uploadDocument')}
            </Link>
          }
        />
      </div>
    </>
  );
}
