import * as styles from './LawyerCard.css.js';

/** The placeholder portrait of a lawyer without a photo: a local drawing, no external image. */
export function PlaceholderPhoto({ label }: { label: string }) {
  return (
    <svg
      className={`${styles.photo} ${styles.placeholder}`}
      viewBox="0 0 64 64"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <circle cx="32" cy="24" r="12" fill="currentColor" />
      <path d="M10 58c0-12 10-20 22-20s22 8 22 20z" fill="currentColor" />
    </svg>
  );
}
