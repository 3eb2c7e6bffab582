// The insight charts' web feature: what pages use of it.
export { InsightCharts } from './components/InsightCharts.js';
export { InsightSummary } from './components/InsightSummary.js';
export {
  INSIGHT_PATH,
  PERIOD_PARAMETERS,
  readPeriod,
} from './components/insight-period.js';
export { PeriodPicker } from './components/PeriodPicker.js';
export { useInsight } from './hooks/useInsight.js';
