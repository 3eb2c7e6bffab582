import { useTranslation } from '../../../i18n/react.js';
import { API_ACCESS_PATH, MAIL_PREFERENCES_PATH, SECURITY_PATH } from '../../../routing/access.js';
import { Avatar } from '../../../ui/Avatar.js';
import { Button } from '../../../ui/Button.js';
import { Link } from '../../../ui/Link.js';
import { useSignOut } from '../hooks/useSignOut.js';
import type { Viewer } from '../hooks/useViewer.js';
import * as styles from './UserArea.css.js';

/**
 * The signed-in member in the header: avatar (photo or initials), name, role, the link to sign-in
 * security (two-step sign-in, sessions), to the notice e-mail settings, to API access (tokens for programs) and sign-out.
 */
export function UserArea({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const { signOut, pending } = useSignOut();
  return (
    <div className={styles.userArea}>
      <Avatar initials={viewer.initials} imageUrl={viewer.profileImage} />
      <div className={styles.identity}>
        <span className={styles.name}>{viewer.fullName}</span>
        <span className={styles.role}>{t(`roles.${viewer.role}`)}</span>
      </div>
      <Link href={SECURITY_PATH} className={styles.securityLink}>
        {t('shell.security')}
      </Link>
      <Link href={MAIL_PREFERENCES_PATH} className={styles.securityLink}>
        {t('shell.mailPreferences')}
      </Link>
      <Link href={API_ACCESS_PATH} className={styles.securityLink}>
        {t('shell.apiAccess')}
      </Link>
      <Button variant="secondary" onClick={() => void signOut()} disabled={pending}>
        {t('shell.signOut')}
      </Button>
    </div>
  );
}
