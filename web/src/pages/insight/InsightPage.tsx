import { useSearchParams } from 'react-router-dom';
import { useDateFormat } from '../../i18n/dates.js';
import { useTranslation } from '../../i18n/react.js';
import {
  InsightCharts,
  PERIOD_PARAMETERS,
  PeriodPicker,
  readPeriod,
  useInsight,
} from '../../modules/insight/index.js';
import { moderationStyles as pageStyles } from '../../modules/moderation/index.js';
import { Link } from '../../ui/Link.js';
import { Loading } from '../../ui/Loading.js';
import { PageHeader } from '../../ui/PageHeader.js';

/**
 * `/admin/insight`: the association's activity as charts (staff), each with its data table.
 * The period is in the address (a GET form), so the server renders each period with its data.
 */
export default function InsightPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const period = readPeriod(params.get('period'));
  const { insight, failed } = useInsight(PERIOD_PARAMETERS[period]);
  const day = useDateFormat('mediumDate', 'UTC');

  const body = () => {
    if (failed) {
      return (
        <p role="alert" className={pageStyles.error}>
          {t('pages.insight.loadFailed')}
        </p>
      );
    }
    if (!insight) return <Loading />;
    return (
      <>
        <p data-testid="insight-range">
          {t('pages.insight.range', { from: day(insight.from), to: day(insight.to) })}
        </p>
        <InsightCharts insight={insight} />
      </>
    );
  };

  return (
    <>
      <PageHeader title={t('pages.insight.title')} lead={t('pages.insight.lead')} />
      <div className={pageStyles.page}>
        <Link href="/admin">{t('pages.insight.backToAdmin')}</Link>
        <PeriodPicker key={period} period={period} />
        {body()}
      </div>
    </>
  );
}
