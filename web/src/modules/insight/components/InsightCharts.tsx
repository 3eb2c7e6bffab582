import { type ReactNode, useId, useMemo } from 'react';
import { useDateFormat } from '../../../i18n/dates.js';
import { useNumberFormat } from '../../../i18n/format.js';
import { directionOf, isLanguage } from '../../../i18n/languages.js';
import { useTranslation } from '../../../i18n/react.js';
import { UserText } from '../../../ui/UserText.js';
import type { InsightData } from '../hooks/useInsight.js';
import { type ChartSeries, ColumnChart } from './ColumnChart.js';
import type { Direction } from './chart-scale.js';
import * as styles from './Insight.css.js';

interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A figure: aligned at the end, in tabular digits. */
  numeric?: boolean;
}

interface FigureProps<Row> {
  title: string;
  lead: string;
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly Column<Row>[];
  /** The chart, or null when there is nothing to draw (the table then says so). */
  chart: ReactNode;
  empty: string;
  footer?: ReactNode;
}

/** One chart beside its data table (a real table: the accessible version of the drawing). */
function InsightFigure<Row>({
  title,
  lead,
  caption,
  rows,
  rowKey,
  columns,
  chart,
  empty,
  footer,
}: FigureProps<Row>) {
  const headingId = useId();
  return (
    <section className={styles.figure} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      {footer}
      {rows.length === 0 ? (
        <p className={styles.lead}>{empty}</p>
      ) : (
        <div className={styles.pair}>
          {chart}
          <section
            className={styles.tableScroller}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
            tabIndex={0}
            aria-label={caption}
          >
            <table className={styles.table}>
              <caption className={styles.caption}>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column, index) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={`${styles.headerCell} ${column.numeric && index > 0 ? styles.number : ''}`}
                    >
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column, index) =>
                      index === 0 ? (
                        <th key={column.key} scope="row" className={styles.cell}>
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td
                          key={column.key}
                          className={`${styles.cell} ${column.numeric ? styles.number : ''}`}
                        >
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </section>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

// The catalog keys of each chart (typed: a missing key fails to compile).
type FigureKey = 'title' | 'lead' | 'chart' | 'caption' | 'empty';
type SubmissionKey = FigureKey | 'week' | 'submitted' | 'approved' | 'rejected';
type ConsultationKey = FigureKey | 'area' | 'requests' | 'answered' | 'median';
type MemberKey = FigureKey | 'month' | 'joined' | 'active';
type EventKey =
  | FigureKey
  | 'event'
  | 'date'
  | 'capacity'
  | 'going'
  | 'waitlisted'
  | 'attended'
  | 'unlimited'
  | 'cancelled';

/** The four charts of the insight page, each with its table, in the reader's language. */
export function InsightCharts({ insight }: { insight: InsightData }) {
  const { t, i18n } = useTranslation();
  const direction: Direction = isLanguage(i18n.language) ? directionOf(i18n.language) : 'ltr';
  const numbers = useNumberFormat();
  const format = (value: number) => numbers.format(value);
  const hoursFormat = useMemo(
    () => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }),
    [i18n.language],
  );
  const hours = (value: number | null | undefined) =>
    value === null || value === undefined
      ? t('pages.insight.consultations.noAnswer')
      : t('pages.insight.consultations.hours', { value: hoursFormat.format(value) });
  // In UTC, as the gateway counts: the server's HTML and the browser then agree.
  const week = useDateFormat('dayMonth', 'UTC');
  const month = useDateFormat('monthYear', 'UTC');
  const day = useDateFormat('mediumDate', 'UTC');

  const { submissions, consultations, members, events } = insight;
  const series = (
    key: string,
    label: string,
    tone: ChartSeries['tone'],
    values: readonly number[],
  ): ChartSeries => ({ key, label, tone, values });
  const oldestDays = submissions.oldestPendingAt
    ? Math.floor((Date.parse(insight.to) - Date.parse(submissions.oldestPendingAt)) / DAY_MS)
    : null;

  const s = (key: SubmissionKey) => t(`pages.insight.submissions.${key}`);
  const c = (key: ConsultationKey) => t(`pages.insight.consultations.${key}`);
  const m = (key: MemberKey) => t(`pages.insight.members.${key}`);
  const e = (key: EventKey) => t(`pages.insight.events.${key}`);

  return (
    <div className={styles.charts}>
      <InsightFigure
        title={s('title')}
        lead={s('lead')}
        caption={s('caption')}
        rows={submissions.weeks}
        rowKey={(row) => row.week}
        empty={s('empty')}
        footer={
          <p className={styles.lead} data-testid="pending-queue">
            {oldestDays === null || !submissions.oldestPendingAt
              ? t('pages.insight.submissions.pendingNone')
              : `${t('pages.insight.submissions.pending', { count: submissions.pending })} ${t(
                  'pages.insight.submissions.oldest',
                  { count: oldestDays, since: day(submissions.oldestPendingAt) },
                )}`}
          </p>
        }
        chart={
          <ColumnChart
            label={s('chart')}
            direction={direction}
            format={format}
            categories={submissions.weeks.map((row) => week(row.week))}
            series={[
              series(
                'submitted',
                s('submitted'),
                'primary',
                submissions.weeks.map((row) => row.submitted),
              ),
              series(
                'approved',
                s('approved'),
                'positive',
                submissions.weeks.map((row) => row.approved),
              ),
              series(
                'rejected',
                s('rejected'),
                'negative',
                submissions.weeks.map((row) => row.rejected),
              ),
            ]}
          />
        }
        columns={[
          { key: 'week', header: s('week'), cell: (row) => week(row.week) },
          {
            key: 'submitted',
            header: s('submitted'),
            cell: (row) => format(row.submitted),
            numeric: true,
          },
          {
            key: 'approved',
            header: s('approved'),
            cell: (row) => format(row.approved),
            numeric: true,
          },
          {
            key: 'rejected',
            header: s('rejected'),
            cell: (row) => format(row.rejected),
            numeric: true,
          },
        ]}
      />

      <InsightFigure
        title={c('title')}
        lead={c('lead')}
        caption={c('caption')}
        rows={consultations.areas}
        rowKey={(row) => row.area}
        empty={c('empty')}
        footer={
          <p className={styles.lead} data-testid="consultations-total">
            {t('pages.insight.consultations.total', {
              count: consultations.requests,
              median: hours(consultations.medianResponseHours),
            })}
          </p>
        }
        chart={
          <ColumnChart
            label={c('chart')}
            direction={direction}
            format={format}
            categories={consultations.areas.map((row) => row.area)}
            series={[
              series(
                'requests',
                c('requests'),
                'primary',
                consultations.areas.map((row) => row.requests),
              ),
              series(
                'answered',
                c('answered'),
                'positive',
                consultations.areas.map((row) => row.answered),
              ),
            ]}
          />
        }
        columns={[
          { key: 'area', header: c('area'), cell: (row) => <UserText>{row.area}</UserText> },
          {
            key: 'requests',
            header: c('requests'),
            cell: (row) => format(row.requests),
            numeric: true,
          },
          {
            key: 'answered',
            header: c('answered'),
            cell: (row) => format(row.answered),
            numeric: true,
          },
          {
            key: 'median',
            header: c('median'),
            cell: (row) => hours(row.medianResponseHours),
            numeric: true,
          },
        ]}
      />

      <InsightFigure
        title={m('title')}
        lead={m('lead')}
        caption={m('caption')}
        rows={members}
        rowKey={(row) => row.month}
        empty={m('empty')}
        chart={
          <ColumnChart
            label={m('chart')}
            direction={direction}
            format={format}
            categories={members.map((row) => month(row.month))}
            series={[
              series(
                'joined',
                m('joined'),
                'primary',
                members.map((row) => row.joined),
              ),
              series(
                'active',
                m('active'),
                'positive',
                members.map((row) => row.active),
              ),
            ]}
          />
        }
        columns={[
          { key: 'month', header: m('month'), cell: (row) => month(row.month) },
          { key: 'joined', header: m('joined'), cell: (row) => format(row.joined), numeric: true },
          { key: 'active', header: m('active'), cell: (row) => format(row.active), numeric: true },
        ]}
      />

      <InsightFigure
        title={e('title')}
        lead={e('lead')}
        caption={e('caption')}
        rows={events}
        rowKey={(row) => row.id}
        empty={e('empty')}
        chart={
          <ColumnChart
            label={e('chart')}
            direction={direction}
            format={format}
            categories={events.map((row) => day(row.eventDate))}
            markers={events.map((row) => row.capacity ?? null)}
            markerLabel={e('capacity')}
            series={[
              series(
                'going',
                e('going'),
                'primary',
                events.map((row) => row.going),
              ),
              series(
                'waitlisted',
                e('waitlisted'),
                'neutral',
                events.map((row) => row.waitlisted),
              ),
              series(
                'attended',
                e('attended'),
                'positive',
                events.map((row) => row.attended),
              ),
            ]}
          />
        }
        columns={[
          {
            key: 'event',
            header: e('event'),
            cell: (row) => (
              <>
                <UserText>{row.title}</UserText>
                {row.cancelled ? ` (${e('cancelled')})` : null}
              </>
            ),
          },
          { key: 'date', header: e('date'), cell: (row) => day(row.eventDate) },
          {
            key: 'capacity',
            header: e('capacity'),
            cell: (row) =>
              row.capacity === null || row.capacity === undefined
                ? e('unlimited')
                : format(row.capacity),
            numeric: true,
          },
          { key: 'going', header: e('going'), cell: (row) => format(row.going), numeric: true },
          {
            key: 'waitlisted',
            header: e('waitlisted'),
            cell: (row) => format(row.waitlisted),
            numeric: true,
          },
          {
            key: 'attended',
            header: e('attended'),
            cell: (row) => format(row.attended),
            numeric: true,
          },
        ]}
      />
    </div>
  );
}
