import type { DashboardQuery } from '../../../generated/graphql.js';
import { useDateFormat, useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Link } from '../../../ui/Link.js';
import { LtrText, UserText } from '../../../ui/UserText.js';
import type { DiscussionSummary } from '../../discussions/index.js';
import { DiscussionCounts, discussionPath } from '../../discussions/index.js';
import { eventPath } from '../../events/index.js';
import { ByAuthor, MemberLink } from '../../members/index.js';
import { areaName } from '../../practice-areas/index.js';
import * as styles from './DashboardItems.css.js';

// The dashboard's rows are short on purpose: a title that links, and one line of context.

export function DiscussionItem({ discussion }: { discussion: DiscussionSummary }) {
  const { i18n } = useTranslation();
  return (
    <div className={styles.row}>
      <Link href={discussionPath(discussion.id)} variant="plain" className={styles.title}>
        <UserText>{discussion.title}</UserText>
      </Link>
      <p className={styles.meta}>
        <ByAuthor author={discussion.author} />
        {discussion.practiceArea ? ` · ${areaName(discussion.practiceArea, i18n.language)}` : ''}
      </p>
      <DiscussionCounts
        replies={discussion.replies}
        views={discussion.views}
        likes={discussion.likes}
      />
    </div>
  );
}

export interface DashboardMember {
  id: string;
  fullName: string;
  username: string;
  specialization?: string | null;
  profileImage?: string | null;
  initials: string;
  joinedAt: string;
}

export function MemberItem({ member }: { member: DashboardMember }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  return (
    <div className={styles.person}>
      <Avatar initials={member.initials} imageUrl={member.profileImage} />
      <div className={styles.row}>
        <MemberLink member={member} className={styles.name} />
        <p className={styles.meta}>
          {member.specialization ? (
            <>
              <UserText>{member.specialization}</UserText> ·{' '}
            </>
          ) : null}
          <LtrText>@{member.username}</LtrText>
        </p>
        <p className={styles.meta}>
          {t('pages.dashboard.joinedOn', { date: longDate(member.joinedAt) })}
        </p>
      </div>
    </div>
  );
}

export interface DashboardNewsItem {
  id: string;
  title: string;
  publishedAt: string;
  isAnnouncement: boolean;
  author: { id: string; fullName: string };
}

export function NewsItemRow({ item }: { item: DashboardNewsItem }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  return (
    <div className={styles.row}>
      <Link href={`/news/${item.id}`} variant="plain" className={styles.title}>
        <UserText>{item.title}</UserText>
      </Link>
      <p className={styles.meta}>
        {item.isAnnouncement ? `${t('pages.dashboard.announcement')} · ` : ''}
        <ByAuthor author={item.author} /> ·{' '}
        <time dateTime={item.publishedAt}>{longDate(item.publishedAt)}</time>
      </p>
    </div>
  );
}

type DashboardEvent = NonNullable<DashboardQuery['events']>[number];

/** An upcoming event: its title, its date on its own clock, where, and the member's answer. */
export function EventItemRow({ event }: { event: DashboardEvent }) {
  const { t } = useTranslation();
  const eventDate = useDateFormat('fullDateTime', event.timeZone);
  const answer = event.cancelledAt
    ? t('pages.events.cancelled')
    : event.myRsvp === 'GOING'
      ? t('pages.events.answer.GOING')
      : null;
  return (
    <div className={styles.row}>
      <Link href={eventPath(event.id)} variant="plain" className={styles.title}>
        <UserText>{event.title}</UserText>
      </Link>
      <p className={styles.meta}>
        <time dateTime={event.eventDate}>{eventDate(event.eventDate)}</time>
        {' · '}
        {event.location ? <UserText>{event.location}</UserText> : t('pages.events.online')}
        {answer ? ` · ${answer}` : ''}
      </p>
    </div>
  );
}
