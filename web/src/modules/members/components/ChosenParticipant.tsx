import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Loading } from '../../../ui/Loading.js';
import { LtrText, UserText } from '../../../ui/UserText.js';
import { useMember } from '../hooks/useMember.js';
import * as styles from './ChosenParticipant.css.js';

/**
 * The member chosen on the messages page (`?with=<id>`, e.g. from the directory's Message button):
 * their name as the conversation's heading, or why there is none.
 */
export function ChosenParticipant({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { member, loading, failed } = useMember(memberId);

  if (failed) {
    return (
      <p role="alert" className={styles.notice}>
        {t('pages.messages.participantLoadError')}
      </p>
    );
  }
  if (member === undefined) return loading ? <Loading /> : null;
  if (member === null) {
    return <p className={styles.notice}>{t('pages.messages.participantNotFound')}</p>;
  }
  return (
    <section className={styles.participant} aria-labelledby={headingId}>
      <Avatar initials={member.initials} imageUrl={member.profileImage} />
      <div className={styles.names}>
        <UserText as="h2" id={headingId} className={styles.name}>
          {member.fullName}
        </UserText>
        <p className={styles.detail}>
          {member.specialization ? (
            <>
              <UserText>{member.specialization}</UserText> ·{' '}
            </>
          ) : null}
          <LtrText>@{member.username}</LtrText>
        </p>
      </div>
    </section>
  );
}
