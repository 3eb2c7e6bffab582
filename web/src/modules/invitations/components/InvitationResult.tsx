import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import { toast } from '../../../ui/toast/toast.js';
import type { CreatedInvitation } from '../types.js';
import * as styles from './InvitationForms.css.js';

export interface InvitationResultProps {
  invitation: CreatedInvitation;
  onInviteAnother: () => void;
  onClose: () => void;
}

/**
 * The invitation just made: whether the e-mail went out, and its link with a Copy link button
 * (the only way to pass it on when the portal sends no e-mail).
 */
export function InvitationResult({ invitation, onInviteAnother, onClose }: InvitationResultProps) {
  const { t } = useTranslation();
  const longDate = useLongDate();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link);
      toast({ title: t('invitations.copied'), description: t('invitations.copiedDescription') });
    } catch {
      toast({
        title: t('common.error'),
        description: t('invitations.copyFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className={styles.form}>
      <p className={styles.result} role="status">
        {invitation.emailSent
          ? t('invitations.result.sent', { email: invitation.email })
          : t('invitations.result.notSent', { email: invitation.email })}
      </p>
      <div className={styles.linkRow}>
        <TextField
          className={styles.linkField}
          label={t('invitations.linkLabel')}
          name="link"
          isReadOnly
          value={invitation.link}
          onFocus={(event) => {
            if (event.target instanceof HTMLInputElement) event.target.select();
          }}
        />
        <Button variant="secondary" onPress={copy}>
          {t('invitations.copy')}
        </Button>
      </div>
      <p className={styles.lead}>
        {t('invitations.result.expires', { date: longDate(invitation.expiresAt) })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onInviteAnother}>
          {t('invitations.inviteAnother')}
        </Button>
        <Button onPress={onClose}>{t('invitations.close')}</Button>
      </div>
    </div>
  );
}
