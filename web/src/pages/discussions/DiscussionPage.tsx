import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react.js';
import { DiscussionView, useDiscussion, usePostActions } from '../../modules/discussions/index.js';
import { useViewer } from '../../modules/session/index.js';
import { isStaff } from '../../routing/access.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { toast } from '../../ui/toast/toast.js';

export default function DiscussionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const {
    discussion,
    loading,
    notFound,
    failed,
    toggleLike,
    likePending,
    reply,
    toggleWatch,
    watchPending,
    toggleReplyLike,
  } = useDiscussion(id);
  const { viewer } = useViewer();
  const postActions = usePostActions();

  if (discussion) {
    const like = () => {
      toggleLike().catch(() =>
        toast({
          title: t('common.error'),
          description: t('pages.discussions.detail.likeFailed'),
          variant: 'destructive',
        }),
      );
    };
    return (
      <DiscussionView
        discussion={discussion}
        onToggleLike={like}
        onToggleWatch={() =>
          void toggleWatch().catch(() =>
            toast({
              title: t('common.error'),
              description: t('pages.discussions.detail.watchFailed'),
              variant: 'destructive',
            }),
          )
        }
        watchPending={watchPending}
        // The gateway refuses a like of one's own post; the toggle is not offered.
        canLike={viewer?.id !== discussion.author.id}
        viewer={viewer && { id: viewer.id, staff: isStaff(viewer.role) }}
        postActions={postActions}
        likePending={likePending}
        onReply={reply}
        onToggleReplyLike={(item) =>
          void toggleReplyLike(item).catch(() =>
            toast({
              title: t('common.error'),
              description: t('pages.discussions.detail.likeReplyFailed'),
              variant: 'destructive',
            }),
          )
        }
      />
    );
  }
  if (notFound || failed) {
    return (
      <>
        <PageHeader
          title={
            notFound
              ? t('pages.discussions.detail.notFoundTitle')
              : t('pages.discussions.detail.loadError')
          }
          lead={notFound ? t('pages.discussions.detail.notFoundLead') : undefined}
        />
        <Link href="/discussions">{t('pages.discussions.detail.back')}</Link>
      </>
    );
  }
  return loading ? <Loading /> : null;
}
