import { useNumberFormat } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { visuallyHidden } from '../../../ui/VisuallyHidden.css.js';
import * as styles from './LawyerCard.css.js';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * Five stars filled by the floor of the average (spec §9), the count, and the same in words;
 * without a count (one review's own rating), the rating alone.
 */
export function StarRating({ average, total }: { average: number; total?: number }) {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const filled = Math.floor(average);
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className={styles.stars}>
        {STARS.map((star) => (
          <span
            key={star}
            data-filled={star <= filled ? 'true' : 'false'}
            className={star <= filled ? styles.starFilled : styles.starEmpty}
          >
            ★
          </span>
        ))}
      </span>
      {total === undefined ? (
        <span className={visuallyHidden}>
          {t('lawyerPage.reviews.rating', { rating: numbers.format(average) })}
        </span>
      ) : (
        <>
          <span aria-hidden="true" className={styles.reviewCount}>
            {t('lawyers.card.reviewCount', { count: total, formatted: numbers.format(total) })}
          </span>
          <span className={visuallyHidden}>
            {t('lawyers.card.ratingText', {
              rating: numbers.format(average),
              count: total,
              formatted: numbers.format(total),
            })}
          </span>
        </>
      )}
    </p>
  );
}
