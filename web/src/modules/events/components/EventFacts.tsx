import { useDateFormat, useTimeZoneName } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { specValue } from '../../../lib/specValue.js';
import { UserText } from '../../../ui/UserText.js';
import type { EventEntry } from '../types.js';
import * as styles from './EventFacts.css.js';

/** When, where, category and places of an event, as a description list. */
export function EventFacts({ event }: { event: EventEntry }) {
  const { t } = useTranslation();
  const eventDate = useDateFormat('fullDateTime', event.timeZone);
  // The zone by its name in the reader's language ("East Africa Time"), not its IANA id.
  const zoneName = useTimeZoneName(event.timeZone);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('pages.events.when')}</dt>
        <dd className={styles.value}>
          <time dateTime={event.eventDate}>{eventDate(event.eventDate)}</time>{' '}
          <span className={styles.zone}>({zoneName(event.eventDate)})</span>
        </dd>
      </div>
      <div className={styles.fact}>
        <dt className={styles.term}>{t('pages.events.where')}</dt>
        <UserText as="dd" className={styles.value}>
          {event.location ?? t('pages.events.online')}
        </UserText>
      </div>
      {event.category ? (
        <div className={styles.fact}>
          <dt className={styles.term}>{t('pages.events.category')}</dt>
          <dd className={styles.value}>
            {t(`pages.submitContent.eventCategories.${specValue(event.category)}`)}
          </dd>
        </div>
      ) : null}
      <div className={styles.fact}>
        <dt className={styles.term}>{t('pages.events.places')}</dt>
        <dd className={styles.value}>
          <PlacesText event={event} />
        </dd>
      </div>
    </dl>
  );
}

function PlacesText({ event }: { event: EventEntry }) {
  const { t } = useTranslation();
  if (!event.registrationRequired) return <>{t('pages.events.detailsOnly')}</>;
  if (event.placesLeft === null) return <>{t('pages.events.noLimit')}</>;
  if (event.placesLeft === 0) return <>{t('pages.events.full')}</>;
  return <>{t('pages.events.placesLeft', { count: event.placesLeft })}</>;
}

/** The member's own answer in words (and the event's cancellation), or nothing. */
export function MyAnswer({ event }: { event: EventEntry }) {
  const { t } = useTranslation();
  if (event.cancelledAt) {
    return <p className={styles.cancelled}>{t('pages.events.cancelled')}</p>;
  }
  if (!event.myRsvp) return null;
  return (
    <p className={event.myRsvp === 'GOING' ? styles.going : styles.answer}>
      {event.myRsvp === 'WAITLISTED'
        ? t('pages.events.answer.WAITLISTED', { position: event.myWaitlistPosition ?? 0 })
        : t(`pages.events.answer.${event.myRsvp}`)}
    </p>
  );
}
