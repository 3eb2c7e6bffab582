import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { UserText } from '../../../ui/UserText.js';
import { eventPath } from '../eventPath.js';
import type { EventEntry } from '../types.js';
import * as styles from './EventCard.css.js';
import { EventFacts, MyAnswer } from './EventFacts.js';

/** One event in the list: its title (a link to its page), the facts and the member's answer. */
export function EventCard({ event }: { event: EventEntry }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <UserText as="h3" id={titleId} className={styles.title}>
        <Link href={eventPath(event.id)} variant="plain" className={styles.titleLink}>
          {event.title}
        </Link>
      </UserText>
      <EventFacts event={event} />
      <MyAnswer event={event} />
      <p className={styles.more}>
        <Link href={eventPath(event.id)} aria-describedby={titleId}>
          {t('pages.events.details')}
        </Link>
      </p>
    </article>
  );
}
