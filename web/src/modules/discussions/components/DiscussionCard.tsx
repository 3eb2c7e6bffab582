import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Link } from '../../../ui/Link.js';
import { ByAuthor } from '../../members/index.js';
import { areaName } from '../../practice-areas/index.js';
import { discussionPath } from '../discussionPath.js';
import { excerpt } from '../excerpt.js';
import type { DiscussionSummary } from '../types.js';
import * as styles from './DiscussionCard.css.js';
import { DiscussionCounts } from './DiscussionCounts.js';

/** One discussion in the list: its title links to the discussion's own page. */
export function DiscussionCard({ discussion }: { discussion: DiscussionSummary }) {
  const { i18n } = useTranslation();
  const { author, practiceArea } = discussion;
  return (
    <article className={styles.card}>
      <h3 className={styles.title}>
        <Link href={discussionPath(discussion.id)} variant="plain" className={styles.titleLink}>
          {discussion.title}
        </Link>
      </h3>
      <p className={styles.excerpt}>{excerpt(discussion.contentText)}</p>
      <div className={styles.meta}>
        <span className={styles.author}>
          <Avatar initials={author.initials} imageUrl={author.profileImage} />
          <ByAuthor author={author} />
        </span>
        {practiceArea ? (
          <span className={styles.area}>{areaName(practiceArea, i18n.language)}</span>
        ) : null}
      </div>
      <DiscussionCounts
        replies={discussion.replies}
        views={discussion.views}
        likes={discussion.likes}
      />
    </article>
  );
}
