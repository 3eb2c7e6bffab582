import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../../i18n/react.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Button } from '../../../ui/Button.js';
import { messagesWithPath } from '../messagesPath.js';
import type { MemberSummary } from '../types.js';
import { ConnectionControls } from './ConnectionControls.js';
import * as styles from './MemberCard.css.js';

export interface MemberCardProps {
  member: MemberSummary;
  /** The viewer's own card: no Message or Connect. */
  isViewer: boolean;
  pending: boolean;
  onConnect: (member: MemberSummary) => void;
  onRespond: (member: MemberSummary, accept: boolean) => void;
}

/** One member: avatar, name, specialization, @username, a two-line bio, and the actions. */
export function MemberCard({ member, isViewer, pending, onConnect, onRespond }: MemberCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.identity}>
        <span className={styles.avatar}>
          <Avatar initials={member.initials} imageUrl={member.profileImage} />
        </span>
        <div className={styles.names}>
          <h3 id={nameId} className={styles.name}>
            {member.fullName}
          </h3>
          {member.specialization ? (
            <p className={styles.specialization}>{member.specialization}</p>
          ) : null}
          <p className={styles.username}>
            <bdi dir="ltr">@{member.username}</bdi>
          </p>
        </div>
      </div>
      {member.bio ? (
        // Written by the member in any language: its own direction, whatever the page's.
        <p className={styles.bio} dir="auto">
          {member.bio}
        </p>
      ) : null}
      {isViewer ? (
        <p className={styles.state}>{t('pages.members.you')}</p>
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => navigate(messagesWithPath(member.id))}>
            {t('pages.members.message')}
          </Button>
          <ConnectionControls
            member={member}
            pending={pending}
            onConnect={onConnect}
            onRespond={onRespond}
          />
        </div>
      )}
    </article>
  );
}
