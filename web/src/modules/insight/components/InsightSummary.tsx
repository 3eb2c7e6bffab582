import { useId } from 'react';
import { InsightPeriod } from '../../../generated/graphql.js';
import { useNumberFormat } from '../../../i18n/format.js';
import { useTranslation } from '../../../i18n/react.js';
import { Link } from '../../../ui/Link.js';
import { useInsight } from '../hooks/useInsight.js';
import * as styles from './Insight.css.js';
import { insightHref } from './insight-period.js';

/** The last four weeks in a few figures on /admin, with the way to the charts. */
export function InsightSummary() {
  const { t } = useTranslation();
  const numbers = useNumberFormat();
  const headingId = useId();
  const { insight, failed } = useInsight(InsightPeriod.FourWeeks);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const weeks = insight?.submissions.weeks ?? [];
  type FigureKey = 'submitted' | 'approved' | 'rejected' | 'pending' | 'consultations' | 'joined';
  const figures: { key: FigureKey; value: number }[] = insight
    ? [
        { key: 'submitted', value: sum(weeks.map((week) => week.submitted)) },
        { key: 'approved', value: sum(weeks.map((week) => week.approved)) },
        { key: 'rejected', value: sum(weeks.map((week) => week.rejected)) },
        { key: 'pending', value: insight.submissions.pending },
        { key: 'consultations', value: insight.consultations.requests },
        { key: 'joined', value: sum(insight.members.map((month) => month.joined)) },
      ]
    : [];
  return (
    <section className={styles.summary} aria-labelledby={headingId} aria-busy={!insight && !failed}>
      <h2 id={headingId} className={styles.heading}>
        {t('pages.admin.insight.title')}
      </h2>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('pages.admin.loadFailed')}
        </p>
      ) : insight ? (
        <dl className={styles.summaryFigures}>
          {figures.map((figure) => (
            <div key={figure.key} data-figure={figure.key}>
              <dt className={styles.summaryTerm}>{t(`pages.admin.insight.${figure.key}`)}</dt>
              <dd className={styles.summaryValue}>{numbers.format(figure.value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.lead}>{t('common.loading')}</p>
      )}
      <Link href={insightHref('quarter')}>{t('pages.admin.insight.link')}</Link>
    </section>
  );
}
