import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../ui/Avatar.js';
import { Button } from '../../../ui/Button.js';
import { useSignOut } from '../hooks/useSignOut.js';
import type { Viewer } from '../hooks/useViewer.js';
import * as styles from './UserArea.css.js';

/** The signed-in member in the header: avatar (photo or initials), name, role and sign-out. */
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
      <Button variant="secondary" onPress={() => void signOut()} isDisabled={pending}>
        {t('shell.signOut')}
      </Button>
    </div>
  );
}
