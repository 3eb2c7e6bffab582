import { useId, useState } from 'react';
import type { PublicReviewPageFieldsFragment } from '../../../generated/graphql.js';
import { PublicLawyerReviewsDocument } from '../../../generated/public/lawyers.js';
import { useLongDate } from '../../../i18n/dates.js';
import { useTranslation } from '../../../i18n/react.js';
import { graphqlRequest } from '../../../lib/graphqlRequest.js';
import { Button } from '../../../ui/Button.js';
import { REVIEWS_PAGE_SIZE } from '../types.js';
import * as styles from './LawyerPage.css.js';
import { StarRating } from './StarRating.js';

type Review = PublicReviewPageFieldsFragment['items'][number];

/**
 * The lawyer's approved reviews, newest first, with "Show more reviews" while there are more.
 * Keyed by the lawyer where used, so that another lawyer's page starts again.
 */
export function LawyerReviews({
  slug,
  firstPage,
}: {
  slug: string;
  firstPage: PublicReviewPageFieldsFragment;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [more, setMore] = useState<readonly Review[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const reviews = [...firstPage.items, ...more];
  const longDate = useLongDate();

  const showMore = async () => {
    setLoading(true);
    setFailed(false);
    try {
      // A plain fetch: the lawyer's public page does without the GraphQL client.
      const data = await graphqlRequest(PublicLawyerReviewsDocument, {
        slug,
        limit: REVIEWS_PAGE_SIZE,
        offset: reviews.length,
      });
      setMore((shown) => [...shown, ...(data.publicLawyerReviews?.items ?? [])]);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('lawyerPage.reviews.heading')}
      </h2>
      {reviews.length === 0 ? (
        <p>{t('lawyerPage.reviews.none')}</p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review} data-testid="lawyer-review">
              <StarRating average={review.rating} />
              <p className={styles.reviewText}>{review.text}</p>
              <p className={styles.reviewMeta}>
                {t('lawyerPage.reviews.by', {
                  name: review.reviewerName,
                  date: longDate(review.createdAt),
                  type: t(`consultations.types.${review.consultationType}`, {
                    defaultValue: review.consultationType,
                  }),
                })}
              </p>
            </li>
          ))}
        </ul>
      )}
      {failed ? <p role="alert">{t('lawyerPage.reviews.loadError')}</p> : null}
      {reviews.length < firstPage.total ? (
        <div>
          <Button variant="secondary" onClick={showMore} disabled={loading}>
            {loading ? t('common.loading') : t('lawyerPage.reviews.more')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
