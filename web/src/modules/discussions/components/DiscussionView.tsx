import { useId } from 'react';
import { ToggleButton } from 'react-aria-components';
import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Link } from '../../../ui/Link.js';
import { PageHeader } from '../../../ui/PageHeader.js';
import { ByAuthor, MemberLink } from '../../members/index.js';
import { areaName } from '../../practice-areas/index.js';
import { replyAnchorId } from '../discussionPath.js';
import { useFocusReplyInHash } from '../hooks/useFocusReplyInHash.js';
import type { PostActions } from '../hooks/usePostActions.js';
import type { DiscussionDetail, DiscussionReplyItem } from '../types.js';
import { DiscussionCounts } from './DiscussionCounts.js';
import * as styles from './DiscussionView.css.js';
import { FlagNotice, FlagPost } from './FlagPost.js';
import { type PostPermission, PostWithControls } from './PostControls.js';
import { ReplyForm } from './ReplyForm.js';

export interface DiscussionViewProps {
  discussion: DiscussionDetail;
  onToggleLike: () => void;
  onToggleWatch?: () => void;
  watchPending?: boolean;
  /** False on the viewer's own discussion: only others may like it. */
  canLike?: boolean;
  /** Who reads: their own posts (and, for staff, everyone's) can be edited and deleted. */
  viewer?: { id: string; staff: boolean } | null;
  postActions: PostActions;
  likePending: boolean;
  onReply: (content: string) => Promise<void>;
  /** Likes a reply or takes the like back; not offered on the viewer's own replies. */
  onToggleReplyLike?: (reply: DiscussionReplyItem) => void;
}

/** A discussion's own page: the post, its counts and like toggle, its replies and a reply box. */
export function DiscussionView({
  discussion,
  onToggleLike,
  onToggleWatch,
  watchPending = false,
  canLike = true,
  viewer = null,
  postActions,
  likePending,
  onReply,
  onToggleReplyLike,
}: DiscussionViewProps) {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const repliesHeadingId = useId();
  const { author, practiceArea } = discussion;
  useFocusReplyInHash(discussion.replyList.length > 0);

  return (
    <>
      <Link href="/discussions">{t('pages.discussions.detail.back')}</Link>
      <FlagNotice />
      <article className={styles.post}>
        <PageHeader title={discussion.title} titleDir="auto" />
        <div className={styles.meta}>
          <span className={styles.author}>
            <Avatar initials={author.initials} imageUrl={author.profileImage} />
            <ByAuthor author={author} />
          </span>
          <time dateTime={discussion.createdAt}>
            {t('pages.discussions.detail.postedOn', { date: longDate(discussion.createdAt) })}
          </time>
          {practiceArea ? (
            <span className={styles.area}>{areaName(practiceArea, i18n.language)}</span>
          ) : null}
        </div>
        <PostWithControls
          post={discussion}
          target={{ kind: 'discussion', id: discussion.id }}
          permission={permissionOf(viewer, author.id)}
          actions={postActions}
          flag={flagOf(viewer, author.id, discussion, { kind: 'discussion', id: discussion.id })}
        />
        <div className={styles.footer}>
          <DiscussionCounts
            replies={discussion.replies}
            views={discussion.views}
            likes={discussion.likes}
          />
          {canLike ? (
            <ToggleButton
              className={styles.like}
              isSelected={discussion.likedByMe}
              isDisabled={likePending}
              onChange={onToggleLike}
            >
              <span aria-hidden="true">{discussion.likedByMe ? '♥' : '♡'}</span>
              {t('pages.discussions.detail.like')}
            </ToggleButton>
          ) : null}
          {onToggleWatch ? (
            <ToggleButton
              className={styles.like}
              isSelected={discussion.watchedByMe}
              isDisabled={watchPending}
              onChange={onToggleWatch}
            >
              {discussion.watchedByMe
                ? t('pages.discussions.detail.watching')
                : t('pages.discussions.detail.watch')}
            </ToggleButton>
          ) : null}
        </div>
      </article>
      <section className={styles.replies} aria-labelledby={repliesHeadingId}>
        <h2 id={repliesHeadingId} className={styles.repliesHeading}>
          {t('pages.discussions.detail.repliesHeading')}
        </h2>
        {discussion.replyList.length === 0 ? (
          <p className={styles.noReplies}>{t('pages.discussions.detail.noReplies')}</p>
        ) : (
          <ol className={styles.replyList}>
            {discussion.replyList.map((reply) => (
              <li
                key={reply.id}
                id={replyAnchorId(reply.id)}
                tabIndex={-1}
                className={styles.reply}
              >
                <div className={styles.meta}>
                  <span className={styles.author}>
                    <Avatar initials={reply.author.initials} imageUrl={reply.author.profileImage} />
                    <MemberLink member={reply.author} />
                  </span>
                  <time dateTime={reply.createdAt}>{longDate(reply.createdAt)}</time>
                </div>
                <PostWithControls
                  post={reply}
                  target={{ kind: 'reply', id: reply.id }}
                  permission={permissionOf(viewer, reply.author.id)}
                  actions={postActions}
                  flag={flagOf(viewer, reply.author.id, reply, { kind: 'reply', id: reply.id })}
                />
                {reply.deleted ? null : (
                  <div className={styles.replyLikes}>
                    <span>{t('pages.discussions.detail.replyLikes', { count: reply.likes })}</span>
                    {/* The gateway refuses a like of one's own reply; the toggle is not offered. */}
                    {onToggleReplyLike && viewer && viewer.id !== reply.author.id ? (
                      <ToggleButton
                        className={styles.like}
                        isSelected={reply.likedByMe}
                        onChange={() => onToggleReplyLike(reply)}
                        // Heard with whose reply it is; seen beside it (the name stays out of the
                        // visible label, which needs no bidi isolation then).
                        aria-label={t('pages.discussions.detail.likeReplyBy', {
                          name: reply.author.fullName,
                        })}
                      >
                        <span aria-hidden="true">{reply.likedByMe ? '♥' : '♡'}</span>
                        {t('pages.discussions.detail.likeReply')}
                      </ToggleButton>
                    ) : null}
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
        <ReplyForm onReply={onReply} />
      </section>
    </>
  );
}

/** Others' posts can be flagged to the moderators (the gateway refuses one's own). */
function flagOf(
  viewer: { id: string } | null,
  authorId: string,
  post: { flaggedByMe?: boolean },
  target: { kind: 'discussion' | 'reply'; id: string },
) {
  if (!viewer || viewer.id === authorId) return null;
  return <FlagPost target={target} flagged={Boolean(post.flaggedByMe)} />;
}

/** The author changes their own post; staff anyone's, saying why when it is not theirs. */
function permissionOf(
  viewer: { id: string; staff: boolean } | null,
  authorId: string,
): PostPermission {
  const own = viewer?.id === authorId;
  return { canChange: own || Boolean(viewer?.staff), needsReason: !own && Boolean(viewer?.staff) };
}
