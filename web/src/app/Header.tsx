import { useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/react.js';
import { LanguageSelect } from '../modules/language/index.js';
import type { Viewer } from '../modules/session/index.js';
import { LOGIN_PATH } from '../routing/access.js';
import { button } from '../ui/Button.css.js';
import { MenuIcon } from '../ui/icons.js';
import { Link } from '../ui/Link.js';
import { OptionalPart } from '../ui/OptionalPart.js';
import * as styles from './Header.css.js';
import { MemberActions, MemberSearch } from './memberShell.js';
import { WithGraphQL } from './WithGraphQL.js';

/** The shell's navigation: the menu link's target. */
export const NAVIGATION_ID = 'navigation';

export interface HeaderProps {
  viewer: Viewer | null;
  unreadNotifications: number | undefined;
  onOpenMenu: () => void;
}

/** The sticky banner on every page, public ones included. */
export function Header({ viewer, unreadNotifications, onOpenMenu }: HeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <header className={styles.header}>
      {/* A link to the navigation, which works before the script and without it (Shell.css's
          :target); the script opens the drawer instead. */}
      <a
        href={`#${NAVIGATION_ID}`}
        className={`${button.quiet} ${styles.menuButton}`}
        aria-label={t('shell.openMenu')}
        onClick={(event) => {
          event.preventDefault();
          onOpenMenu();
        }}
      >
        <MenuIcon />
      </a>
      <Link href="/" variant="plain" className={styles.brand}>
        <span className={styles.brandTitle}>{t('app.name')}</span>
        <span className={styles.brandSubtitle}>{t('app.networkSubtitle')}</span>
      </Link>
      <div className={styles.actions}>
        {viewer ? (
          <OptionalPart>
            <WithGraphQL>
              <MemberSearch />
            </WithGraphQL>
          </OptionalPart>
        ) : null}
        <LanguageSelect />
        {viewer ? (
          // A member's tools come with the GraphQL client (members/MemberParts).
          <OptionalPart>
            <WithGraphQL>
              <MemberActions viewer={viewer} unreadNotifications={unreadNotifications} />
            </WithGraphQL>
          </OptionalPart>
        ) : pathname === LOGIN_PATH ? null : (
          <Link href={LOGIN_PATH} variant="secondary">
            {t('shell.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
