import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { whenLoadedAndIdle } from '../../../lib/afterLoad.js';
import { FormToken, usePageForm } from '../../../lib/pageForm.js';
import { Avatar } from '../../../ui/Avatar.js';
import { lazyDialog } from '../../../ui/lazyDialog.js';
import { UserText } from '../../../ui/UserText.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import { useSignOut } from '../hooks/useSignOut.js';
import type { Viewer } from '../hooks/useViewer.js';
import * as styles from './AccountMenu.css.js';
import type { AccountMenuPopoverProps } from './AccountMenuPopover.js';
import { ACCOUNT_LINKS } from './accountLinks.js';

/** Where the Sign out form posts without the script (gateway auth/sign-in.forms.ts). */
export const SIGN_OUT_PATH = '/sign-out';

/**
 * React Aria's menu and popover, fetched once the page has loaded (or when the pointer or focus
 * comes to the button): some 45 KiB of gzip that every member's first load carried for a menu
 * opened now and then. A tap before it arrived opens it once it has.
 */
const LazyAccountMenuPopover = lazyDialog<AccountMenuPopoverProps>(
  async () => (await import('./AccountMenuPopover.js')).AccountMenuPopover,
);

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
  useEffect(() => whenLoadedAndIdle(() => void LazyAccountMenuPopover.preload()), []);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        popoverTarget={fallbackId}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onPointerEnter={() => void LazyAccountMenuPopover.preload()}
        onFocus={() => void LazyAccountMenuPopover.preload()}
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
          {ACCOUNT_LINKS.map((link) => (
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
      <LazyAccountMenuPopover
        triggerRef={trigger}
        isOpen={isOpen}
        onOpenChange={setOpen}
        viewer={viewer}
        role={role}
        onSignOut={() => void signOut()}
      />
    </>
  );
}
