import { InsightPeriod } from '../../../generated/graphql.js';

export const INSIGHT_PATH = '/admin/insight';

/** The periods as the address names them (?period=), the REST API's words. */
export const PERIOD_PARAMETERS = {
  '4-weeks': InsightPeriod.FourWeeks,
  quarter: InsightPeriod.Quarter,
  year: InsightPeriod.Year,
} as const satisfies Record<string, InsightPeriod>;

export type PeriodParameter = keyof typeof PERIOD_PARAMETERS;

export const DEFAULT_PERIOD: PeriodParameter = 'quarter';

/** The address's period, the default one when absent or unknown. */
export function readPeriod(value: string | null): PeriodParameter {
  return value !== null && value in PERIOD_PARAMETERS ? (value as PeriodParameter) : DEFAULT_PERIOD;
}

export const insightHref = (period: PeriodParameter) =>
  period === DEFAULT_PERIOD ? INSIGHT_PATH : `${INSIGHT_PATH}?period=${period}`;
