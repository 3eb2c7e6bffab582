import { useId } from 'react';
import { useTranslation } from '../../i18n/react.js';
import { usePageForm } from '../../lib/pageForm.js';
import {
  CONNECTION_FORM,
  ConnectionButtons,
  ConnectionDoneNotice,
  MemberLink,
  type MemberSummary,
  messagesWithPath,
  memberPageStyles as shared,
  useConnectionActions,
  useMyConnections,
} from '../../modules/members/index.js';
import { Avatar } from '../../ui/Avatar.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { UserText } from '../../ui/UserText.js';
import * as styles from './ConnectionsPage.css.js';

/**
 * The viewer's connections, the requests they received (Accept, Decline) and those they sent
 * (Withdraw): where the "sent you a connection request" notification leads. Server-rendered;
 * each button is a form that posts before the script runs.
 */
export default function ConnectionsPage() {
  const { t } = useTranslation();
  const { overview, loading, failed } = useMyConnections();
  const actions = useConnectionActions();
  const refused = usePageForm(CONNECTION_FORM).refused;

  return (
    <>
      <PageHeader title={t('pages.connections.title')} lead={t('pages.connections.lead')} />
      <ConnectionDoneNotice
        nameOf={(id) =>
          overview &&
          [...overview.received, ...overview.sent, ...overview.connections].find(
            (person) => person.id === id,
          )?.fullName
        }
      />
      {refused ? (
        <p role="alert" className={shared.error}>
          {t('pages.members.connection.failed')}
        </p>
      ) : null}
      {overview ? (
        <div className={styles.sections}>
          <PeopleSection
            title={t('pages.connections.received', { total: overview.received.length })}
            empty={t('pages.connections.noneReceived')}
            people={overview.received}
            actions={actions}
          />
          <PeopleSection
            title={t('pages.connections.sent', { total: overview.sent.length })}
            empty={t('pages.connections.noneSent')}
            people={overview.sent}
            actions={actions}
          />
          <PeopleSection
            title={t('pages.connections.mine', { total: overview.connections.length })}
            empty={t('pages.connections.noneYet')}
            people={overview.connections}
            actions={actions}
            message
          />
        </div>
      ) : failed ? (
        <p role="alert" className={shared.error}>
          {t('pages.connections.loadError')}
        </p>
      ) : loading ? (
        <Loading />
      ) : null}
      <p>
        <Link href="/members">{t('pages.connections.findMembers')}</Link>
      </p>
    </>
  );
}

function PeopleSection({
  title,
  empty,
  people,
  actions,
  message = false,
}: {
  title: string;
  empty: string;
  people: readonly MemberSummary[];
  actions: ReturnType<typeof useConnectionActions>;
  /** Connected people get a Message link rather than buttons. */
  message?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={shared.section}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {title}
      </h2>
      {people.length === 0 ? (
        <p className={shared.muted}>{empty}</p>
      ) : (
        <ul className={shared.list}>
          {people.map((person) => (
            <li key={person.id} className={shared.person}>
              <Avatar initials={person.initials} imageUrl={person.profileImage} />
              <div className={styles.who}>
                <MemberLink member={person} className={styles.name} />
                {person.specialization ? (
                  <UserText as="span" className={shared.muted}>
                    {person.specialization}
                  </UserText>
                ) : null}
              </div>
              <div className={styles.actions}>
                {message ? (
                  <Link
                    href={messagesWithPath(person.id)}
                    variant="secondary"
                    aria-label={t('pages.connections.messageTo', { name: person.fullName })}
                  >
                    {t('pages.members.message')}
                  </Link>
                ) : (
                  <ConnectionButtons member={person} actions={actions} named />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
