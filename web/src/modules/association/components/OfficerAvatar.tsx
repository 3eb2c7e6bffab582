import { initialsOf } from '../content.js';
import * as styles from './OfficerAvatar.css.js';

/** The officer's photo placeholder: their initials in a circle (no external image). */
export function OfficerAvatar({ name }: { name: string }) {
  return (
    <span className={styles.bigAvatar} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
