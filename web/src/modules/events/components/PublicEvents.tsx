import { useEffect, useId, useState } from 'react';
import type { PublicEventsQuery } from '../../../generated/graphql.js';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { apiRequest } from '../../../lib/rest.js';
import { useServerData } from '../../../lib/serverData.js';
import { UserText } from '../../../ui/UserText.js';
import { publicSiteStyles as site } from '../../public-site/index.js';
import * as styles from './PublicEvents.css.js';

type PublicEvent = PublicEventsQuery['publicEvents'][number];

function PublicEventItem({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const eventDate = useDateFormat('fullDateTime', event.timeZone);
  return (
    <li className={styles.item}>
      <UserText as="h3" className={styles.title}>
        {event.title}
      </UserText>
      <p className={styles.meta}>
        <time dateTime={event.eventDate}>{eventDate(event.eventDate)}</time>
        {' · '}
        {event.location ?? t('pages.events.online')}
      </p>
    </li>
  );
}

/**
 * GET /api/events/public: a plain fetch, so that the landing page does without the GraphQL
 * client; on the page the gateway rendered, the list it rendered with (its page data), not asked
 * again. An empty list until it arrives, and when it cannot be loaded.
 */
function usePublicEvents(): readonly PublicEvent[] {
  const rendered = useServerData<{ events?: PublicEvent[] }>()?.events;
  const [events, setEvents] = useState<readonly PublicEvent[]>(rendered ?? []);
  const known = rendered !== undefined;
  useEffect(() => {
    if (known) return;
    let current = true;
    apiRequest<PublicEvent[]>('GET', '/api/events/public').then(
      (loaded) => {
        if (current) setEvents(loaded);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [known]);
  return events;
}

/**
 * The landing page's upcoming public events, for visitors: only those staff marked public, and
 * nothing at all (not even a heading) when there are none or the list cannot be loaded.
 */
export function PublicEvents() {
  const { t } = useTranslation();
  const headingId = useId();
  const events = usePublicEvents();
  if (events.length === 0) return null;
  return (
    // `#news`: the public menu's "News and events".
    <section id="news" className={site.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={site.sectionHeading}>
        {t('landing.eventsHeading')}
      </h2>
      <ul className={styles.list}>
        {events.map((event) => (
          <PublicEventItem key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}
