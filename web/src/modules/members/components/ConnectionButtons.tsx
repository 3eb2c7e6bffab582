import { useTranslation } from '../../../i18n/react.js';
import type { ConnectionActions } from '../hooks/useConnectionActions.js';
import type { MemberSummary } from '../types.js';
import { ConnectionActionForm } from './ConnectionActionForm.js';
import * as styles from './MemberCard.css.js';

/**
 * The viewer's connection to a member as forms that post before the script runs: Connect
 * (also after a declined request), Withdraw a request sent, Accept or Decline one received, or
 * Connected. Each button's name says whom it concerns (`named`) where several are listed.
 */
export function ConnectionButtons({
  member,
  actions,
  named = false,
}: {
  member: MemberSummary;
  actions: Pick<ConnectionActions, 'connect' | 'respond' | 'withdraw' | 'pendingMemberId'>;
  named?: boolean;
}) {
  const { t } = useTranslation();
  const pending = actions.pendingMemberId === member.id;
  const nameOf = (key: 'connect' | 'accept' | 'decline' | 'withdraw') =>
    named ? t(`pages.connections.actionFor.${key}`, { name: member.fullName }) : undefined;
  const common = { connectionId: member.connectionId, memberId: member.id, pending };
  switch (member.connectionState) {
    case 'CONNECTED':
      return (
        <span className={styles.state}>
          <span aria-hidden="true">✓</span>
          {t('pages.members.connection.connected')}
        </span>
      );
    case 'REQUESTED':
      return (
        <>
          <span className={styles.state}>{t('pages.members.connection.requested')}</span>
          <ConnectionActionForm
            {...common}
            action="withdraw"
            variant="secondary"
            label={t('pages.connections.withdraw')}
            ariaLabel={nameOf('withdraw')}
            onAct={() => void actions.withdraw(member)}
          />
        </>
      );
    case 'RECEIVED':
      return (
        <>
          <ConnectionActionForm
            {...common}
            action="accept"
            label={t('pages.members.connection.accept')}
            ariaLabel={nameOf('accept')}
            onAct={() => void actions.respond(member, true)}
          />
          <ConnectionActionForm
            {...common}
            action="decline"
            variant="secondary"
            label={t('pages.members.connection.decline')}
            ariaLabel={nameOf('decline')}
            onAct={() => void actions.respond(member, false)}
          />
        </>
      );
    default:
      return (
        <ConnectionActionForm
          {...common}
          action="connect"
          label={t('pages.members.connection.connect')}
          ariaLabel={nameOf('connect')}
          onAct={() => void actions.connect(member)}
        />
      );
  }
}
