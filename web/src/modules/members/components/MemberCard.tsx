import { useId } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Link } from '../../../ui/Link.js';
import { LtrText, UserText } from '../../../ui/UserText.js';
import type { ConnectionActions } from '../hooks/useConnectionActions.js';
import { messagesWithPath } from '../messagesPath.js';
import type { MemberSummary } from '../types.js';
import { ConnectionButtons } from './ConnectionButtons.js';
import * as styles from './MemberCard.css.js';
import { MemberLink } from './MemberLink.js';

export interface MemberCardProps {
  member: MemberSummary;
  /** The viewer's own card: no Message or Connect. */
  isViewer: boolean;
  actions: ConnectionActions;
}

/**
 * One member: avatar, name (a link to the profile), specialization, @username, a two-line bio,
 * and the actions, which work before the script runs (a link and forms).
 */
export function MemberCard({ member, isViewer, actions }: MemberCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.identity}>
        <span className={styles.avatar}>
          <Avatar initials={member.initials} imageUrl={member.profileImage} />
        </span>
        <div className={styles.names}>
          <h3 id={nameId} className={styles.name}>
            <MemberLink member={member} />
          </h3>
          {member.specialization ? (
            <UserText as="p" className={styles.specialization}>
              {member.specialization}
            </UserText>
          ) : null}
          <p className={styles.username}>
            <LtrText>@{member.username}</LtrText>
          </p>
        </div>
      </div>
      {member.bio ? (
        // Written by the member in any language: its own direction, cut at its own end.
        <UserText as="p" lines={2} className={styles.bio}>
          {member.bio}
        </UserText>
      ) : null}
      {isViewer ? (
        <p className={styles.state}>{t('pages.members.you')}</p>
      ) : (
        <div className={styles.actions}>
          <Link href={messagesWithPath(member.id)} variant="secondary">
            {t('pages.members.message')}
          </Link>
          <ConnectionButtons member={member} actions={actions} />
        </div>
      )}
    </article>
  );
}
