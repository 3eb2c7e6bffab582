import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Modal } from '../../../ui/Modal.js';
import type { CreatedInvitation } from '../types.js';
import { InvitationResult } from './InvitationResult.js';
import { InviteMemberForm } from './InviteMemberForm.js';

/**
 * The invitation dialog (inside the button's DialogTrigger): the e-mail form, then the link of
 * the invitation just made. Its state goes with it when it closes, so it opens fresh.
 */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  return (
    <Modal isDismissable title={t('invitations.dialogTitle')}>
      {created ? (
        <InvitationResult
          invitation={created}
          onInviteAnother={() => setCreated(null)}
          onClose={onClose}
        />
      ) : (
        <InviteMemberForm onCreated={setCreated} onCancel={onClose} />
      )}
    </Modal>
  );
}
