import { useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { isStaff } from '../../../routing/access.js';
import { Button } from '../../../ui/Button.js';
import { lazyDialog } from '../../../ui/lazyDialog.js';
import { useViewer } from '../../session/index.js';
import type { InviteMemberDialogProps } from './InviteMemberDialog.js';

/**
 * The dialog (a modal, its fields and React Aria's parts, most of the members page's first load
 * beyond the list), fetched when the pointer or focus reaches the button, or on the press.
 */
const LazyInviteMemberDialog = lazyDialog<InviteMemberDialogProps>(
  async () => (await import('./InviteMemberDialog.js')).InviteMemberDialog,
);
const preloadDialog = () => void LazyInviteMemberDialog.preload();

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
      <Button onPointerEnter={preloadDialog} onFocus={preloadDialog} onPress={() => setOpen(true)}>
        {t('invitations.button')}
      </Button>
      <LazyInviteMemberDialog isOpen={isOpen} onClose={() => setOpen(false)} />
    </>
  );
}
