import { useId, useRef, useState } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { useTranslation } from '../../../i18n/react.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { API_ACCESS_PATH, MAIL_PREFERENCES_PATH, SECURITY_PATH } from '../../../routing/access.js';
import { Avatar } from '../../../ui/Avatar.js';
import { UserText } from '../../../ui/UserText.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import { useSignOut } from '../hooks/useSignOut.js';
import type { Viewer } from '../hooks/useViewer.js';
import * as styles from './AccountMenu.css.js';

/** Where the Sign out form posts without the script (gateway auth/sign-in.forms.ts). */
export const SIGN_OUT_PATH = '/sign-out';

const LINKS = [
  { href: SECURITY_PATH, label: 'shell.security' },
  { href: API_ACCESS_PATH, label: 'shell.apiAccess' },
  { href: MAIL_PREFERENCES_PATH, label: 'shell.mailPreferences' },
] as const;

/**
 * The signed-in member in the header, as one button (avatar; name and role on wide screens) that
 * opens the account menu: sign-in security, API access, notice e-mails, Sign out. Before the
 * script, or without it, the button opens the browser's own popover with the same links and a
 * Sign out form that posts; once the script runs, a React Aria menu (arrow keys, Escape) instead.
 */
export function AccountMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const fallbackId = useId();
  const [isOpen, setOpen] = useState(false);
  const { signOut } = useSignOut();
  const page = usePageForm('signOut');
  const role = t(`roles.${viewer.role}`);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        popoverTarget={fallbackId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={(event) => {
          // The script's menu rather than the popover the button opens without it.
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Avatar initials={viewer.initials} imageUrl={viewer.profileImage} />
        {/* The name is the visible text (axe: label in name); on a phone, read but not seen. */}
        <span className={visuallyHidden}>{t('shell.accountMenu')} </span>
        <span className={styles.identity}>
          <UserText lines={1} className={styles.name}>
            {viewer.fullName}
          </UserText>
          <span className={styles.role}>{role}</span>
        </span>
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </button>
      <div id={fallbackId} popover="auto" className={styles.fallback}>
        <ul className={styles.list} aria-label={t('shell.accountMenu')}>
          {LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.item}>
                {t(link.label)}
              </a>
            </li>
          ))}
          <li>
            <form method="post" action={SIGN_OUT_PATH}>
              <FormToken token={page.csrfToken} />
              <button type="submit" className={styles.item}>
                {t('shell.signOut')}
              </button>
            </form>
          </li>
        </ul>
      </div>
      <Popover
        triggerRef={trigger}
        isOpen={isOpen}
        onOpenChange={setOpen}
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
          onClose={() => setOpen(false)}
          onAction={(key) => {
            if (key === 'signOut') void signOut();
          }}
        >
          {LINKS.map((link) => (
            <MenuItem key={link.href} id={link.href} href={link.href} className={styles.item}>
              {t(link.label)}
            </MenuItem>
          ))}
          <MenuItem id="signOut" className={styles.item}>
            {t('shell.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </>
  );
}
