import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Modal } from '../../../ui/Modal.js';
import type { CreatedInvitation } from '../types.js';
import { InvitationResult } from './InvitationResult.js';
import { InviteMemberForm } from './InviteMemberForm.js';

export interface InviteMemberDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The invitation dialog of the Invite Member button. */
export function InviteMemberDialog({ isOpen, onClose }: InviteMemberDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable
      title={t('invitations.dialogTitle')}
    >
      <InvitationSteps onClose={onClose} />
    </Modal>
  );
}

/**
 * The e-mail form, then the link of the invitation just made. Inside the dialog, its state goes
 * with it when the dialog closes, so it opens fresh.
 */
function InvitationSteps({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  return created ? (
    <InvitationResult
      invitation={created}
      onInviteAnother={() => setCreated(null)}
      onClose={onClose}
    />
  ) : (
    <InviteMemberForm onCreated={setCreated} onCancel={onClose} />
  );
}
