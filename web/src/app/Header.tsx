import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageSelect } from '../modules/language/components/LanguageSelect.js';
import { NotificationsButton } from '../modules/notifications/components/NotificationsButton.js';
import { SearchBar } from '../modules/search/components/SearchBar.js';
import { searchPath } from '../modules/search/searchPath.js';
import { UserArea } from '../modules/session/components/UserArea.js';
import type { Viewer } from '../modules/session/hooks/useViewer.js';
import { LOGIN_PATH } from '../routing/access.js';
import { Button } from '../ui/Button.js';
import { MenuIcon } from '../ui/icons.js';
import { Link } from '../ui/Link.js';
import * as styles from './Header.css.js';

export interface HeaderProps {
  viewer: Viewer | null;
  unreadNotifications: number | undefined;
  onOpenMenu: () => void;
}

/** The sticky banner on every page, public ones included. */
export function Header({ viewer, unreadNotifications, onOpenMenu }: HeaderProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <Button
        variant="quiet"
        className={styles.menuButton}
        aria-label={t('shell.openMenu')}
        onPress={onOpenMenu}
      >
        <MenuIcon />
      </Button>
      <Link href="/" variant="plain" className={styles.brand}>
        <span className={styles.brandTitle}>{t('app.name')}</span>
        <span className={styles.brandSubtitle}>{t('app.networkSubtitle')}</span>
      </Link>
      {viewer ? (
        <div className={styles.search}>
          <SearchBar placement="header" onSearch={(text) => navigate(searchPath(text))} />
        </div>
      ) : null}
      <div className={styles.actions}>
        <LanguageSelect />
        {viewer ? (
          <>
            <NotificationsButton unread={unreadNotifications} />
            <UserArea viewer={viewer} />
          </>
        ) : pathname === LOGIN_PATH ? null : (
          <Link href={LOGIN_PATH} variant="secondary">
            {t('shell.signIn')}
          </Link>
        )}
      </div>
    </header>
  );
}
