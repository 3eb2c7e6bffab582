import {
  axisX,
  band,
  barsOf,
  CHART,
  type Direction,
  labelEvery,
  valueTicks,
  valueY,
} from './chart-scale.js';
import * as styles from './Insight.css.js';

export type Tone = 'primary' | 'positive' | 'negative' | 'neutral';

export interface ChartSeries {
  key: string;
  /** Its name in the legend and the table's column header. */
  label: string;
  tone: Tone;
  /** One value per category. */
  values: readonly number[];
}

export interface ColumnChartProps {
  /** What the drawing shows, for assistive technologies (the table beside it has the figures). */
  label: string;
  /** Each category's label under its bars (weeks, months, areas, events), in order. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** A level drawn across each category's bars (an event's places); null: none. */
  markers?: readonly (number | null)[];
  /** The marker's name in the legend. */
  markerLabel?: string;
  direction: Direction;
  format: (value: number) => string;
}

/** The first characters of a long label (the whole one is in the table and the bar's title). */
const clip = (text: string, width: number) => {
  const fits = Math.max(3, Math.floor(width / 7));
  return text.length > fits ? `${text.slice(0, fits - 1)}…` : text;
};

/**
 * Grouped columns drawn as SVG on the server (no script, no chart library): categories in
 * reading order from the value axis, which is at the start side (right in Arabic), with a
 * legend naming each series. The data table beside it is the accessible version.
 */
export function ColumnChart({
  label,
  categories,
  series,
  markers,
  markerLabel,
  direction,
  format,
}: ColumnChartProps) {
  const values = series.flatMap((each) => each.values);
  const levels = (markers ?? []).filter((each): each is number => each !== null);
  const ticks = valueTicks(Math.max(0, ...values, ...levels));
  const top = ticks.at(-1) ?? 1;
  const axis = axisX(direction);
  const plotEnd = direction === 'rtl' ? CHART.end : CHART.width - CHART.end;
  const every = labelEvery(categories.length);
  const towardsAxis = direction === 'rtl' ? 'start' : 'end';
  const tickX = direction === 'rtl' ? axis + 6 : axis - 6;
  return (
    <div>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={label}
        data-direction={direction}
      >
        {ticks.map((tick) => {
          const y = valueY(tick, top);
          return (
            <g key={tick} data-tick={tick}>
              <line
                className={tick === 0 ? styles.baseline : styles.grid}
                x1={axis}
                x2={plotEnd}
                y1={y}
                y2={y}
              />
              <text
                className={styles.axisText}
                x={tickX}
                y={y}
                textAnchor={towardsAxis}
                dominantBaseline="middle"
              >
                {format(tick)}
              </text>
            </g>
          );
        })}
        {categories.map((category, index) => {
          const outer = band(index, categories.length, direction);
          const bars = barsOf(outer, series.length, direction);
          const level = markers?.[index] ?? null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: categories are in a fixed order
            <g key={index} data-category={index}>
              {series.map((each, position) => {
                const bar = bars[position];
                const value = each.values[index] ?? 0;
                if (!bar) return null;
                const y = valueY(value, top);
                return (
                  <rect
                    key={each.key}
                    className={styles.tone[each.tone]}
                    data-series={each.key}
                    x={bar.x}
                    y={y}
                    width={Math.max(1, bar.width - 1)}
                    height={valueY(0, top) - y}
                  >
                    <title>{`${category}: ${each.label} ${format(value)}`}</title>
                  </rect>
                );
              })}
              {level === null ? null : (
                <line
                  className={styles.marker}
                  data-marker={index}
                  x1={outer.x + outer.width * 0.05}
                  x2={outer.x + outer.width * 0.95}
                  y1={valueY(level, top)}
                  y2={valueY(level, top)}
                />
              )}
              {index % every === 0 ? (
                <text
                  className={styles.axisText}
                  x={outer.center}
                  y={CHART.height - CHART.foot / 3}
                  textAnchor="middle"
                  // Centred, so the page's direction moves nothing: it orders a date's parts.
                  direction={direction}
                >
                  {clip(category, outer.width * every)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend}>
        {series.map((each) => (
          <li key={each.key} className={styles.legendItem}>
            <span
              className={`${styles.swatch} ${styles.swatchTone[each.tone]}`}
              aria-hidden="true"
            />
            {each.label}
          </li>
        ))}
        {markerLabel && levels.length > 0 ? (
          <li className={styles.legendItem}>
            <span className={styles.legendMarker} aria-hidden="true" />
            {markerLabel}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
