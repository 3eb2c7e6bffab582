import { useMutation, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import {
  MySessionsDocument,
  type MySessionsQuery,
  RevokeSessionDocument,
  SignOutEverywhereElseDocument,
} from '../../../generated/graphql.js';
import { useDateFormat } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { Loading } from '../../../ui/Loading.js';
import * as styles from './security.css.js';
import { useFreshProof } from './useFreshProof.js';

type SessionDevice = Pick<
  MySessionsQuery['mySessions'][number],
  'browser' | 'operatingSystem' | 'deviceType'
>;

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;

/**
 * "Phone · Chrome 131 on Android 14": what the gateway read from the User-Agent (bowser), in
 * the reader's language; the raw string is never shown (unreadable, and padded by some apps).
 */
function deviceOf(session: SessionDevice, t: TFunction): string {
  const { browser, operatingSystem, deviceType } = session;
  if (!browser && !operatingSystem) return t('pages.security.sessions.unknownDevice');
  const label = t('pages.security.sessions.deviceLabel', {
    browser: browser ?? t('pages.security.sessions.unknownBrowser'),
    os: operatingSystem ?? t('pages.security.sessions.unknownSystem'),
  });
  const kind = DEVICE_TYPES.find((type) => type === deviceType);
  return kind ? `${t(`pages.security.sessions.devices.${kind}`)} · ${label}` : label;
}

/** The member's signed-in browsers: sign one out, or every one but this. */
export function ActiveSessions() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(MySessionsDocument);
  const refetch = { refetchQueries: [MySessionsDocument] };
  const [revoke, { loading: revoking }] = useMutation(RevokeSessionDocument, refetch);
  const [endOthers, { loading: ending }] = useMutation(SignOutEverywhereElseDocument, refetch);
  const [message, setMessage] = useState<string | null>(null);
  const format = useDateFormat('dateTime');
  const { guarded, dialog } = useFreshProof();

  if (loading || !data) return <Loading />;
  const sessions = data.mySessions;
  const others = sessions.filter((session) => !session.current).length;

  // Signing the others out may ask for the password first (useFreshProof); one alone does not.
  const run = async (action: () => Promise<unknown>, done: string) => {
    setMessage(null);
    await guarded(
      async () => {
        await action();
        setMessage(done);
      },
      () => setMessage(t('pages.security.sessions.failed')),
    );
  };

  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('pages.security.sessions.title')}</h2>
      <p>{t('pages.security.sessions.lead')}</p>
      <ul className={styles.sessions}>
        {sessions.map((session) => (
          <li key={session.id} className={styles.sessionItem}>
            <p className={styles.device}>
              {deviceOf(session, t)}
              {session.current ? (
                <strong className={styles.current}> {t('pages.security.sessions.current')}</strong>
              ) : null}
            </p>
            <dl className={styles.details}>
              <dt>{t('pages.security.sessions.address')}</dt>
              <dd dir="ltr">{session.ipAddress ?? '—'}</dd>
              <dt>{t('pages.security.sessions.created')}</dt>
              <dd>{format(session.createdAt)}</dd>
              <dt>{t('pages.security.sessions.lastUsed')}</dt>
              <dd>{format(session.lastUsedAt)}</dd>
            </dl>
            {session.current ? null : (
              <Button
                variant="secondary"
                isDisabled={revoking}
                onPress={() =>
                  void run(
                    () => revoke({ variables: { id: session.id } }),
                    t('pages.security.sessions.signedOutOne'),
                  )
                }
              >
                {t('pages.security.sessions.signOut')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={styles.status}>
        {message}
      </p>
      <Button
        isDisabled={ending || others === 0}
        onPress={() => void run(() => endOthers(), t('pages.security.sessions.signedOutOthers'))}
      >
        {t('pages.security.sessions.signOutEverywhereElse')}
      </Button>
      {dialog}
    </section>
  );
}
