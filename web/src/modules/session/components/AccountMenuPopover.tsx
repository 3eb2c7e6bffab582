import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { UserText } from '../../../ui/UserText.js';
import type { Viewer } from '../hooks/useViewer.js';
import * as styles from './AccountMenu.css.js';
import { ACCOUNT_LINKS } from './accountLinks.js';

export interface AccountMenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  viewer: Viewer;
  /** The viewer's role, as the button says it. */
  role: string;
  onSignOut: () => void;
}

/** The account menu itself once the script runs (AccountMenu loads it): arrow keys, Escape. */
export function AccountMenuPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  viewer,
  role,
  onSignOut,
}: AccountMenuPopoverProps) {
  const { t } = useTranslation();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      className={styles.menuPopover}
      aria-label={t('shell.accountMenu')}
    >
      <div className={styles.heading}>
        <UserText lines={1} className={styles.name}>
          {viewer.fullName}
        </UserText>
        <span className={styles.role}>{role}</span>
      </div>
      <Menu
        aria-label={t('shell.accountMenu')}
        autoFocus="first"
        className={styles.menu}
        // Without a MenuTrigger around it, the menu closes itself once an item is chosen.
        onClose={() => onOpenChange(false)}
        onAction={(key) => {
          if (key === 'signOut') onSignOut();
        }}
      >
        {ACCOUNT_LINKS.map((link) => (
          <MenuItem key={link.href} id={link.href} href={link.href} className={styles.item}>
            {t(link.label)}
          </MenuItem>
        ))}
        <MenuItem id="signOut" className={styles.item}>
          {t('shell.signOut')}
        </MenuItem>
      </Menu>
    </Popover>
  );
}
