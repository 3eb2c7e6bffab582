import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import {
  CalendarFeedDocument,
  RegenerateCalendarFeedDocument,
  RevokeCalendarFeedDocument,
} from '../../../generated/graphql.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import { toast } from '../../../ui/toast/toast.js';
import * as styles from './CalendarFeedPanel.css.js';

/**
 * The member's personal calendar feed: made on request, its secret address shown once (only its
 * hash is kept), made anew or turned off at will.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data } = useQuery(CalendarFeedDocument);
  const [regenerate, { loading: making }] = useMutation(RegenerateCalendarFeedDocument, {
    refetchQueries: [CalendarFeedDocument],
  });
  const [revoke, { loading: revoking }] = useMutation(RevokeCalendarFeedDocument, {
    refetchQueries: [CalendarFeedDocument],
  });
  const [url, setUrl] = useState<string | null>(null);
  const active = data?.calendarFeed.active ?? false;

  const failed = () =>
    toast({
      title: t('common.error'),
      description: t('pages.events.feed.error'),
      variant: 'destructive',
    });

  const make = async () => {
    try {
      const result = await regenerate();
      const path = result.data?.regenerateCalendarFeed.path;
      if (path) setUrl(new URL(path, window.location.origin).toString());
    } catch {
      failed();
    }
  };
  const turnOff = async () => {
    try {
      await revoke();
      setUrl(null);
      toast({ title: t('common.success'), description: t('pages.events.feed.revoked') });
    } catch {
      failed();
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.events.feed.title')}
      </h2>
      <p className={styles.lead}>{t('pages.events.feed.lead')}</p>
      {url ? (
        <TextField label={t('pages.events.feed.urlLabel')} value={url} isReadOnly />
      ) : active ? (
        <p className={styles.lead}>{t('pages.events.feed.active')}</p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => void make()} isDisabled={making}>
          {active ? t('pages.events.feed.regenerate') : t('pages.events.feed.create')}
        </Button>
        {active ? (
          <Button variant="secondary" onPress={() => void turnOff()} isDisabled={revoking}>
            {t('pages.events.feed.revoke')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
