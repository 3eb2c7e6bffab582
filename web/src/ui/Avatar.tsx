import * as styles from './Avatar.css.js';

export interface AvatarProps {
  initials: string;
  imageUrl?: string | null;
}

/** The person's photo, or their initials when there is none; decorative beside their name. */
export function Avatar({ initials, imageUrl }: AvatarProps) {
  return (
    <span className={styles.avatar} aria-hidden="true">
      {imageUrl ? <img className={styles.image} src={imageUrl} alt="" /> : initials}
    </span>
  );
}
