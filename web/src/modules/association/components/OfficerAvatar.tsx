import * as styles from '../../public-site/publicSite.css.js';
import { initialsOf } from '../content.js';

/** The officer's photo placeholder: their initials in a circle (no external image). */
export function OfficerAvatar({ name }: { name: string }) {
  return (
    <span className={styles.bigAvatar} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
