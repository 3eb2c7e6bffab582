import { useState } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { InviteMemberButton } from '../../modules/invitations/index.js';
import {
  CONNECTIONS_PATH,
  ConnectionDoneNotice,
  filterMembers,
  MemberDirectory,
  memberPath,
  useConnectionActions,
  useMemberDirectory,
} from '../../modules/members/index.js';
import { useViewer } from '../../modules/session/index.js';
import { Link } from '../../ui/Link.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { TextField } from '../../ui/TextField.js';
import { toast } from '../../ui/toast/toast.js';
import * as styles from './MembersPage.css.js';

export default function MembersPage() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const directory = useMemberDirectory();
  const actions = useConnectionActions();
  const [searchText, setSearchText] = useState('');
  const search = searchText.trim();
  const shown = directory.members && filterMembers(directory.members, search);

  const loadMore = () => {
    directory.loadMore().catch(() => {
      toast({
        title: t('common.error'),
        description: t('pages.members.loadMoreFailed'),
        variant: 'destructive',
      });
    });
  };

  return (
    <>
      <PageHeader title={t('pages.members.title')} lead={t('pages.members.lead')} />
      <ConnectionDoneNotice
        nameOf={(id) => directory.members?.find((member) => member.id === id)?.fullName}
      />
      <div className={styles.toolbar}>
        <search className={styles.search}>
          <TextField
            label={t('pages.members.searchLabel')}
            hideLabel
            type="search"
            placeholder={t('pages.members.searchPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
        </search>
        <div className={styles.links}>
          <Link href={CONNECTIONS_PATH} variant="secondary">
            {t('pages.connections.title')}
          </Link>
          {viewer ? (
            <Link href={memberPath(viewer.id)} variant="secondary">
              {t('pages.profileDetails.viewProfile')}
            </Link>
          ) : null}
          <InviteMemberButton />
        </div>
      </div>
      <MemberDirectory
        members={shown}
        total={directory.total}
        search={search}
        viewerId={viewer?.id ?? null}
        loading={directory.loading}
        failed={directory.failed}
        hasMore={directory.hasMore}
        loadingMore={directory.loadingMore}
        onLoadMore={loadMore}
        actions={actions}
      />
    </>
  );
}
