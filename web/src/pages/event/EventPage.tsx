import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { EventDocument } from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { graphQLErrorCode } from '../../lib/graphqlErrors.js';
import type { EventEntry } from '../../modules/events/index.js';
import {
  AttendeesPanel,
  EVENTS_PATH,
  EventFacts,
  MyAnswer,
  useEventAnswer,
} from '../../modules/events/index.js';
import { useViewer } from '../../modules/session/index.js';
import { isStaff } from '../../routing/access.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { UserText } from '../../ui/UserText.js';
import { visuallyHidden } from '../../ui/VisuallyHidden.css.js';
import * as styles from './EventPage.css.js';

function Answers({ event }: { event: EventEntry }) {
  const { t } = useTranslation();
  const { answer, pending } = useEventAnswer(event.id);
  if (!event.registrationRequired) return <p>{t('pages.events.detailsOnly')}</p>;
  if (!event.registrationOpen) return <p>{t('pages.events.detail.closed')}</p>;
  const holding = event.myRsvp === 'GOING' || event.myRsvp === 'WAITLISTED';
  return (
    <fieldset className={styles.answers}>
      <legend className={visuallyHidden}>{t('pages.events.detail.answerLabel')}</legend>
      <Button
        onPress={() => void answer('GOING')}
        isDisabled={pending || holding}
        aria-pressed={holding}
      >
        {t('pages.events.detail.going')}
      </Button>
      <Button
        variant="secondary"
        onPress={() => void answer('NOT_GOING')}
        isDisabled={pending || event.myRsvp === 'NOT_GOING'}
        aria-pressed={event.myRsvp === 'NOT_GOING'}
      >
        {t('pages.events.detail.notGoing')}
      </Button>
      {holding ? (
        <Button variant="quiet" onPress={() => void answer('CANCEL')} isDisabled={pending}>
          {t('pages.events.detail.cancel')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** One approved event: details, organiser, answers, calendar file, and the staff's tools. */
export default function EventPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { viewer } = useViewer();
  const { data, loading, error } = useQuery(EventDocument, { variables: { id } });
  const event = data?.event;
  const code = graphQLErrorCode(error);
  const notFound = code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';

  if (!event) {
    if (error) {
      return (
        <>
          <PageHeader
            title={
              notFound ? t('pages.events.detail.notFoundTitle') : t('pages.events.detail.loadError')
            }
            lead={notFound ? t('pages.events.detail.notFoundLead') : undefined}
          />
          <Link href={EVENTS_PATH}>{t('pages.events.detail.back')}</Link>
        </>
      );
    }
    return loading ? <Loading /> : null;
  }
  return (
    <article className={styles.page}>
      <PageHeader title={event.title} />
      <p className={styles.back}>
        <Link href={EVENTS_PATH}>{t('pages.events.detail.back')}</Link>
      </p>
      <EventFacts event={event} />
      <p className={styles.meta}>
        {t('pages.events.detail.organizer', { name: event.organizer.fullName })}
        {' · '}
        {t('pages.events.detail.attendees', { count: event.attendees })}
        {event.waitlisted > 0
          ? ` · ${t('pages.events.detail.waitlisted', { count: event.waitlisted })}`
          : ''}
      </p>
      <MyAnswer event={event} />
      <Answers event={event} />
      <UserText as="div" className={styles.description}>
        {event.description.split(/\n+/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
          <p key={index}>{paragraph}</p>
        ))}
      </UserText>
      <p>
        <Link href={`/api/events/${event.id}/event.ics`} download>
          {t('pages.events.detail.download')}
        </Link>
      </p>
      {viewer && isStaff(viewer.role) ? <AttendeesPanel event={event} /> : null}
    </article>
  );
}
