import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ConsultationFieldsFragment } from '../../generated/graphql.js';
import {
  ReviewConsultationDocument,
  TrackedConsultationDocument,
} from '../../generated/public/consultations.js';
import { useDateFormat } from '../../i18n/dates.js';
import { useTranslation } from '../../i18n/react.js';
import { graphQLErrorCode } from '../../lib/graphqlErrors.js';
import { useGraphQLMutation, useGraphQLQuery } from '../../lib/useGraphQL.js';
import {
  ConsultationDetails,
  consultationViewStyles as styles,
} from '../../modules/consultations/index.js';
import { Button } from '../../ui/Button.js';
import { DeferredSelect } from '../../ui/DeferredSelect.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { NativeTextField } from '../../ui/NativeTextField.js';
import { PageHeader } from '../../ui/PageHeader.js';
import { toast } from '../../ui/toast/toast.js';
import { LtrText } from '../../ui/UserText.js';

const RATINGS = [5, 4, 3, 2, 1] as const;
/** The page's own address (routes.tsx: /consultations/track/:token). */
const TRACKING_PATH = '/consultations/track/';

/** The requester's private page: the request's status and, once accepted, the review form. */
export default function ConsultationTrackPage() {
  const { t } = useTranslation();
  const date = useDateFormat('longDateTime');
  const { token = '' } = useParams();
  // Plain fetches, a deferred select and plain HTML fields: the page does without the GraphQL
  // client and most of React Aria.
  const { data, loading, error } = useGraphQLQuery(TrackedConsultationDocument, { token });
  const [review, { loading: reviewing }] = useGraphQLMutation(ReviewConsultationDocument);
  const [reviewed, setReviewed] = useState<ConsultationFieldsFragment | null>(null);
  const [rating, setRating] = useState<number>(5);
  const [text, setText] = useState('');
  // As the browser says it (React Aria showed the text area's own message), once sending failed.
  const [textError, setTextError] = useState<string | null>(null);

  // The review's answer is the request as it now stands.
  const consultation = reviewed ?? data?.trackedConsultation;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: t('consultations.track.copied') });
    } catch {
      toast({ title: t('consultations.track.copyFailed'), variant: 'destructive' });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('text') as HTMLTextAreaElement | null;
    if (field && !field.checkValidity()) {
      setTextError(field.validationMessage);
      field.focus();
      return;
    }
    try {
      const answer = await review({ token, rating, text: text.trim() });
      setReviewed(answer.reviewConsultation);
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
          {consultation.status === 'PENDING' ? (
            <p className={styles.muted} data-testid="answer-by">
              {t('consultations.track.answerBy', { date: date(consultation.answerBy) })}
            </p>
          ) : null}
          <ConsultationDetails consultation={consultation} showClient={false} />
        </section>
        <section className={styles.card} aria-labelledby="link-heading">
          <h2 id="link-heading" className={styles.heading}>
            {t('consultations.track.linkHeading')}
          </h2>
          <p className={styles.muted}>{t('consultations.track.linkExplain')}</p>
          <p className={styles.value} dir="ltr">
            <LtrText>{`${TRACKING_PATH}${token}`}</LtrText>
          </p>
          <div className={styles.actions}>
            <Button onPress={() => void copyLink()}>{t('consultations.track.copy')}</Button>
          </div>
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
            <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
              <DeferredSelect
                label={t('consultations.review.rating')}
                options={RATINGS.map((value) => ({
                  id: value,
                  label: t('consultations.review.stars', { count: value }),
                }))}
                value={rating}
                onChange={setRating}
              />
              <NativeTextField
                label={t('consultations.review.text')}
                name="text"
                multiline
                rows={4}
                required
                value={text}
                error={textError}
                onChange={(value) => {
                  setText(value);
                  setTextError(null);
                }}
              />
              <div className={styles.actions}>
                <Button type="submit" disabled={reviewing}>
                  {reviewing ? t('consultations.form.sending') : t('consultations.review.submit')}
                </Button>
              </div>
            </form>
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
