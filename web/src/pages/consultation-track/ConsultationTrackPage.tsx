import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useParams } from 'react-router-dom';
import {
  ReviewConsultationDocument,
  TrackedConsultationDocument,
} from '../../generated/graphql.js';
import { useTranslation } from '../../i18n/react.js';
import { graphQLErrorCode } from '../../lib/graphqlErrors.js';
import {
  ConsultationDetails,
  consultationViewStyles as styles,
} from '../../modules/consultations/index.js';
import { Button } from '../../ui/Button.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { Select } from '../../ui/Select.js';
import { TextAreaField } from '../../ui/TextAreaField.js';
import { toast } from '../../ui/toast/toast.js';

const RATINGS = [5, 4, 3, 2, 1] as const;

/** The requester's private page: the request's status and, once accepted, the review form. */
export default function ConsultationTrackPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(TrackedConsultationDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [review, { loading: reviewing }] = useMutation(ReviewConsultationDocument);
  const [rating, setRating] = useState<number>(5);
  const [text, setText] = useState('');

  const consultation = data?.trackedConsultation;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await review({ variables: { token, rating, text: text.trim() } });
      setText('');
      toast({
        title: t('consultations.review.sentTitle'),
        description: t('consultations.review.sentText'),
      });
    } catch {
      toast({
        title: t('consultations.failed.title'),
        description: t('consultations.review.failed'),
        variant: 'destructive',
      });
    }
  };

  const body = () => {
    if (loading && !consultation) return <Loading />;
    if (!consultation) {
      return (
        <div role="alert" className={styles.card}>
          <p className={styles.muted}>
            {graphQLErrorCode(error) === 'NOT_FOUND'
              ? t('consultations.track.notFound')
              : t('consultations.track.loadError')}
          </p>
          <Link href="/public-lawyers">{t('consultations.track.backToDirectory')}</Link>
        </div>
      );
    }
    return (
      <>
        <section className={styles.card} aria-labelledby="track-heading">
          <h2 id="track-heading" className={styles.heading}>
            {t('consultations.track.requestHeading')}
          </h2>
          <p className={styles.muted}>{t(`consultations.track.explain.${consultation.status}`)}</p>
          <ConsultationDetails consultation={consultation} showClient={false} />
        </section>
        {consultation.review ? (
          <section className={styles.card} aria-labelledby="review-heading">
            <h2 id="review-heading" className={styles.heading}>
              {t('consultations.review.yoursHeading')}
            </h2>
            <p className={styles.muted}>
              {t('consultations.review.yours', { rating: consultation.review.rating })}
            </p>
            <p className={styles.value}>{consultation.review.text}</p>
            <p className={styles.muted}>
              {t(`consultations.review.state.${consultation.review.status}`)}
            </p>
          </section>
        ) : null}
        {consultation.canReview ? (
          <section className={styles.card} aria-labelledby="leave-review-heading">
            <h2 id="leave-review-heading" className={styles.heading}>
              {t('consultations.review.heading')}
            </h2>
            <Form className={styles.form} onSubmit={(event) => void submit(event)}>
              <Select
                label={t('consultations.review.rating')}
                options={RATINGS.map((value) => ({
                  id: value,
                  label: t('consultations.review.stars', { count: value }),
                }))}
                value={rating}
                onChange={setRating}
              />
              <TextAreaField
                label={t('consultations.review.text')}
                name="text"
                rows={4}
                isRequired
                value={text}
                onChange={setText}
              />
              <div className={styles.actions}>
                <Button type="submit" isDisabled={reviewing}>
                  {reviewing ? t('consultations.form.sending') : t('consultations.review.submit')}
                </Button>
              </div>
            </Form>
          </section>
        ) : null}
      </>
    );
  };

  return (
    <>
      <PageHeader title={t('consultations.track.title')} lead={t('consultations.track.lead')} />
      <div className={styles.list}>{body()}</div>
    </>
  );
}
