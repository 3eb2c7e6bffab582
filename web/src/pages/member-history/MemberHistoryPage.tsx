import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import {
  MemberHistorySections,
  MemberRoleForm,
  MemberSuspension,
  memberHistoryPath,
  memberPath,
  memberPageStyles as shared,
  useMemberHistory,
} from '../../modules/members/index.js';
import { useViewer } from '../../modules/session/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

/** Items a section shows first, and after "show more" (the gateway's HISTORY_LIMIT). */
const NEWEST = 5;
const MORE = 50;

/**
 * `/members/:id/history` (staff): what a member did and what staff did to their account,
 * server-rendered with its data; "show more" is a link (`?more=1`), and an admin's role change
 * and suspension forms that post without the script.
 */
export default function MemberHistoryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const more = params.get('more') === '1';
  const { viewer } = useViewer();
  const { history, notFound, loading, failed, refetch } = useMemberHistory(
    id,
    more ? MORE : NEWEST,
  );

  if (!history) {
    if (notFound || failed) {
      return (
        <>
          <PageHeader
            title={
              notFound ? t('pages.memberHistory.notFound') : t('pages.memberHistory.loadError')
            }
          />
          <Link href="/members">{t('pages.memberHistory.backToMembers')}</Link>
        </>
      );
    }
    return loading ? <Loading /> : null;
  }
  return (
    <>
      <PageHeader
        title={t('pages.memberHistory.title', { name: history.fullName })}
        titleDir="auto"
        lead={t('pages.memberHistory.lead')}
      />
      <p>
        <Link href={memberPath(history.memberId)}>{t('pages.memberHistory.backToProfile')}</Link>
      </p>
      {history.suspendedAt ? (
        <p className={shared.muted}>{t('pages.memberHistory.suspended')}</p>
      ) : null}
      {viewer?.role === 'ADMIN' ? (
        <>
          <MemberRoleForm
            memberId={history.memberId}
            role={history.role}
            done={params.get('done') === 'role'}
            onChanged={refetch}
          />
          <MemberSuspension
            memberId={history.memberId}
            memberName={history.fullName}
            action={memberPath(history.memberId)}
            onChanged={refetch}
          />
        </>
      ) : null}
      <MemberHistorySections
        history={history}
        moreHref={more ? null : `${memberHistoryPath(history.memberId)}?more=1`}
      />
    </>
  );
}
