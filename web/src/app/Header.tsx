import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../i18n/react.js';
import { LanguageSelect } from '../modules/language/index.js';
import type { Viewer } from '../modules/session/index.js';
import { LOGIN_PATH } from '../routing/access.js';
import { Button } from '../ui/Button.js';
import { MenuIcon } from '../ui/icons.js';
import { Link } from '../ui/Link.js';
import * as styles from './Header.css.js';
import { MemberActions, MemberSearch } from './memberShell.js';
import { WithGraphQL } from './WithGraphQL.js';

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
      <Button
        variant="quiet"
        className={styles.menuButton}
        aria-label={t('shell.openMenu')}
        onClick={onOpenMenu}
      >
        <MenuIcon />
      </Button>
      <Link href="/" variant="plain" className={styles.brand}>
        <span className={styles.brandTitle}>{t('app.name')}</span>
        <span className={styles.brandSubtitle}>{t('app.networkSubtitle')}</span>
      </Link>
      {viewer ? (
        <div className={styles.search}>
          <Suspense fallback={null}>
            <WithGraphQL>
              <MemberSearch />
            </WithGraphQL>
          </Suspense>
        </div>
      ) : null}
      <div className={styles.actions}>
        <LanguageSelect />
        {viewer ? (
          // A member's tools come with the GraphQL client (members/MemberParts).
          <Suspense fallback={null}>
            <WithGraphQL>
              <MemberActions viewer={viewer} unreadNotifications={unreadNotifications} />
            </WithGraphQL>
          </Suspense>
        ) : pathname === LOGIN_PATH ? null : (
          <Link href={LOGIN_PATH} variant="secondary">
            {t('shell.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
