import { formatDate, formatRelativeTime } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Link } from '../../../ui/Link.js';
import { UserText } from '../../../ui/UserText.js';
import { ByAuthor } from '../../members/index.js';
import { areaName } from '../../practice-areas/index.js';
import { discussionPath } from '../discussionPath.js';
import { excerpt } from '../excerpt.js';
import type { DiscussionSummary } from '../types.js';
import * as styles from './DiscussionCard.css.js';
import { DiscussionCounts } from './DiscussionCounts.js';

/** One discussion in the list: its title links to the discussion's own page. */
export function DiscussionCard({ discussion }: { discussion: DiscussionSummary }) {
  const { t, i18n } = useTranslation();
  const { author, practiceArea } = discussion;
  const now = Date.now();
  // Relative, with the exact time on hover; the server's and the browser's clocks may round
  // differently, so the text is not held against the server's at hydration.
  const when = (iso: string) => (
    <time
      dateTime={iso}
      title={formatDate(iso, i18n.language, 'longDateTime')}
      suppressHydrationWarning
    >
      {formatRelativeTime(iso, now, i18n.language)}
    </time>
  );
  return (
    <article className={styles.card}>
      <UserText as="h3" className={styles.title}>
        <Link href={discussionPath(discussion.id)} variant="plain" className={styles.titleLink}>
          {discussion.title}
        </Link>
      </UserText>
      <UserText as="p" className={styles.excerpt}>
        {excerpt(discussion.contentText)}
      </UserText>
      <div className={styles.meta}>
        <span className={styles.author}>
          <Avatar initials={author.initials} imageUrl={author.profileImage} />
          <ByAuthor author={author} />
        </span>
        {practiceArea ? (
          <span className={styles.area}>{areaName(practiceArea, i18n.language)}</span>
        ) : null}
      </div>
      <p className={styles.when}>
        <span>
          {t('pages.discussions.card.started')} {when(discussion.createdAt)}
        </span>
        {discussion.lastActivityAt !== discussion.createdAt ? (
          <span>
            {t('pages.discussions.card.lastActive')} {when(discussion.lastActivityAt)}
          </span>
        ) : null}
      </p>
      <DiscussionCounts
        replies={discussion.replies}
        views={discussion.views}
        likes={discussion.likes}
      />
    </article>
  );
}
