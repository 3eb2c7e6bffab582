import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { isStaff } from '../../../routing/access.js';
import { Button } from '../../../ui/Button.js';
import { useViewer } from '../../session/index.js';
import { InviteMemberDialog } from './InviteMemberDialog.js';

/**
 * The members page's Invite Member button: opens the invitation dialog. Renders nothing unless
 * the signed-in person is a moderator or an admin (the gateway refuses members all the same).
 */
export function InviteMemberButton() {
  const { t } = useTranslation();
  const { viewer } = useViewer();
  const [isOpen, setOpen] = useState(false);
  if (!viewer || !isStaff(viewer.role)) return null;
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('invitations.button')}</Button>
      <InviteMemberDialog isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
