import { ToggleButton } from 'react-aria-components';
import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Button } from '../../../ui/Button.js';
import { UserText } from '../../../ui/UserText.js';
import { paragraphs } from '../../discussions/index.js';
import type { NewsEntry } from '../types.js';
import * as styles from './NewsParts.css.js';

/** Author, publication date (long format of the interface language) and the announcement badge. */
export function NewsMeta({ item }: { item: NewsEntry }) {
  const { t } = useTranslation();
  const longDate = useLongDate();
  return (
    <div className={styles.meta}>
      <span className={styles.author}>
        <Avatar initials={item.author.initials} imageUrl={item.author.profileImage} />
        <UserText>{item.author.fullName}</UserText>
      </span>
      <time dateTime={item.publishedAt}>{longDate(item.publishedAt)}</time>
      {item.isAnnouncement ? (
        <span className={styles.announcementBadge}>{t('pages.news.announcement')}</span>
      ) : null}
    </div>
  );
}

/** The optional excerpt and the content, one paragraph per line of the author's text. */
export function NewsBody({ item }: { item: NewsEntry }) {
  return (
    <>
      {item.excerpt ? (
        <UserText as="p" className={styles.excerpt}>
          {item.excerpt}
        </UserText>
      ) : null}
      <div className={styles.content}>
        {paragraphs(item.content).map((paragraph, index) => (
          // Paragraphs have no identity of their own; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <UserText as="p" key={index} className={styles.paragraph}>
            {paragraph}
          </UserText>
        ))}
      </div>
    </>
  );
}

export interface NewsActionsProps {
  item: NewsEntry;
  /** The id of the element naming the item (its title), which describes the buttons. */
  describedBy?: string;
  onShare: () => void;
  onToggleBookmark: () => void;
  bookmarkPending: boolean;
}

/** Share and the Bookmark toggle (aria-pressed says whether the member saved it). */
export function NewsActions({
  item,
  describedBy,
  onShare,
  onToggleBookmark,
  bookmarkPending,
}: NewsActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" onPress={onShare} aria-describedby={describedBy}>
        <span aria-hidden="true">↗</span>
        {t('pages.news.share.label')}
      </Button>
      <ToggleButton
        className={styles.bookmark}
        isSelected={item.bookmarkedByMe}
        isDisabled={bookmarkPending}
        onChange={onToggleBookmark}
        aria-describedby={describedBy}
      >
        <span aria-hidden="true">{item.bookmarkedByMe ? '★' : '☆'}</span>
        {t('pages.news.bookmark')}
      </ToggleButton>
    </>
  );
}
