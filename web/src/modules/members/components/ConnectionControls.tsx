import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import type { MemberSummary } from '../types.js';
import * as styles from './MemberCard.css.js';

export interface ConnectionControlsProps {
  member: MemberSummary;
  pending: boolean;
  onConnect: (member: MemberSummary) => void;
  onRespond: (member: MemberSummary, accept: boolean) => void;
}

/**
 * The viewer's connection to a member: Connect (also after a declined request), Request sent,
 * Accept and Decline for the member's own request, or Connected.
 */
export function ConnectionControls({
  member,
  pending,
  onConnect,
  onRespond,
}: ConnectionControlsProps) {
  const { t } = useTranslation();
  switch (member.connectionState) {
    case 'REQUESTED':
      return <span className={styles.state}>{t('pages.members.connection.requested')}</span>;
    case 'CONNECTED':
      return (
        <span className={styles.state}>
          <span aria-hidden="true">✓</span>
          {t('pages.members.connection.connected')}
        </span>
      );
    case 'RECEIVED':
      return (
        <>
          <Button isDisabled={pending} onPress={() => onRespond(member, true)}>
            {t('pages.members.connection.accept')}
          </Button>
          <Button variant="secondary" isDisabled={pending} onPress={() => onRespond(member, false)}>
            {t('pages.members.connection.decline')}
          </Button>
        </>
      );
    default:
      return (
        <Button isDisabled={pending} onPress={() => onConnect(member)}>
          {t('pages.members.connection.connect')}
        </Button>
      );
  }
}
