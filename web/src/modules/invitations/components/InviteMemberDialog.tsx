import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { InviteMemberMutation } from '../../../generated/graphql.js';
import { InvitationResult } from './InvitationResult.js';
import * as styles from './InviteMemberDialog.css.js';
import { InviteMemberForm } from './InviteMemberForm.js';

export type CreatedInvitation = InviteMemberMutation['inviteMember'];

/**
 * The invitation dialog (inside the button's DialogTrigger): the e-mail form, then the link of
 * the invitation just made. Its state goes with it when it closes, so it opens fresh.
 */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  return (
    <ModalOverlay isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" level={2} className={styles.title}>
            {t('invitations.dialogTitle')}
          </Heading>
          {created ? (
            <InvitationResult
              invitation={created}
              onInviteAnother={() => setCreated(null)}
              onClose={onClose}
            />
          ) : (
            <InviteMemberForm onCreated={setCreated} onCancel={onClose} />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
