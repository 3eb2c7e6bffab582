import { useMutation, useQuery } from '@apollo/client/react';
import { Suspense, useId, useState } from 'react';
import { Checkbox } from 'react-aria-components';
import {
  CancelEventDocument,
  EventAttendeesDocument,
  MarkEventAttendanceDocument,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { preloadable } from '../../../lib/preloadable.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { Loading } from '../../../ui/Loading.js';
import { toast } from '../../../ui/toast/toast.js';
import { UserText } from '../../../ui/UserText.js';
import type { EventEntry } from '../types.js';
import * as styles from './AttendeesPanel.css.js';
import type { EditEventDialogProps } from './EditEventDialog.js';

// The edit form (its modal, switch and mutation) is fetched when staff first open it, not with
// the event's page that every member loads.
const EditEventDialog = preloadable<EditEventDialogProps>(async () => ({
  default: (await import('./EditEventDialog.js')).EditEventDialog,
}));

/**
 * Staff only: who answered (going, then the waitlist in order), attendance once the event has
 * started, the CSV export, and cancelling the event (attendees are notified by the server).
 */
export function AttendeesPanel({ event }: { event: EventEntry }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, loading } = useQuery(EventAttendeesDocument, {
    variables: { eventId: event.id },
  });
  const [mark] = useMutation(MarkEventAttendanceDocument, {
    refetchQueries: [EventAttendeesDocument],
  });
  const [cancel, { loading: cancelling }] = useMutation(CancelEventDocument, {
    refetchQueries: [EventAttendeesDocument],
  });
  const [editing, setEditing] = useState(false);
  const started = new Date(event.eventDate) <= new Date();
  const attendees = data?.eventAttendees;

  const failed = () =>
    toast({
      title: t('common.error'),
      description: t('pages.events.staff.error'),
      variant: 'destructive',
    });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.events.staff.title')}
      </h2>
      {!attendees ? (
        loading ? (
          <Loading />
        ) : null
      ) : attendees.length === 0 ? (
        <p>{t('pages.events.staff.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('pages.events.staff.name')}</th>
              <th scope="col">{t('pages.events.staff.status')}</th>
              {started ? <th scope="col">{t('pages.events.staff.attended')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {attendees.map((attendee) => (
              <tr key={attendee.userId}>
                <UserText as="td">{attendee.fullName}</UserText>
                <td>
                  {attendee.status === 'WAITLISTED'
                    ? t('pages.events.staff.waitlistedAt', {
                        position: attendee.waitlistPosition ?? 0,
                      })
                    : t(`pages.events.staff.statuses.${attendee.status}`)}
                </td>
                {started ? (
                  <td>
                    {attendee.status === 'GOING' ? (
                      <Checkbox
                        className={styles.checkbox}
                        isSelected={attendee.attended ?? false}
                        aria-label={t('pages.events.staff.attendedBy', { name: attendee.fullName })}
                        onChange={(attended) =>
                          void mark({
                            variables: { eventId: event.id, userId: attendee.userId, attended },
                          }).catch(failed)
                        }
                      >
                        <span className={styles.box} aria-hidden="true">
                          {attendee.attended ? '✓' : ''}
                        </span>
                      </Checkbox>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.actions}>
        <Link href={`/api/events/${event.id}/attendees.csv`} download>
          {t('pages.events.staff.export')}
        </Link>
        {event.cancelledAt ? null : (
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {t('pages.events.edit.open')}
          </Button>
        )}
        {event.cancelledAt ? null : (
          <Button
            variant="secondary"
            isDisabled={cancelling}
            onPress={() =>
              void cancel({ variables: { id: event.id } })
                .then(() =>
                  toast({
                    title: t('common.success'),
                    description: t('pages.events.staff.cancelled'),
                  }),
                )
                .catch(failed)
            }
          >
            {t('pages.events.staff.cancelEvent')}
          </Button>
        )}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <EditEventDialog event={event} isOpen onOpenChange={setEditing} />
        </Suspense>
      ) : null}
    </section>
  );
}
