// The geometry of the insight charts, apart from React so that it can be tested alone: a value
// axis from zero to a round maximum, and category bands laid out along the reading direction
// (right to left in Arabic, the first week at the right).

/** The chart's drawing box, in the SVG's own units (its viewBox). */
export const CHART = {
  width: 640,
  height: 240,
  /** Room for the value labels on the axis side. */
  axis: 44,
  /** Room for the category labels under the bars. */
  foot: 28,
  top: 12,
  /** The far side's margin. */
  end: 8,
} as const;

export type Direction = 'ltr' | 'rtl';

/** 1, 2 or 5 times a power of ten: the step of at most `count` ticks covering `max`. */
export function tickStep(max: number, count = 4): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((each) => each >= raw) ?? raw;
  // Counts are whole: never a step below one.
  return Math.max(1, step);
}

/** The value axis: its ticks from 0 to the first multiple of the step at or above `max`. */
export function valueTicks(max: number, count = 4): number[] {
  const step = tickStep(max, count);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/** The height in SVG units of a value on an axis ending at `top`. */
export function valueY(value: number, top: number): number {
  const plot = CHART.height - CHART.top - CHART.foot;
  return CHART.top + plot - (top <= 0 ? 0 : (Math.max(0, value) / top) * plot);
}

export interface Band {
  /** The band's start on the x axis (its physical left edge). */
  x: number;
  width: number;
  /** The band's middle, where its label goes. */
  center: number;
}

/** Where the value axis is drawn: at the reading's start (left in LTR, right in RTL). */
export function axisX(direction: Direction): number {
  return direction === 'rtl' ? CHART.width - CHART.axis : CHART.axis;
}

/** The band of category `index` of `count`, in reading order from the axis. */
export function band(index: number, count: number, direction: Direction): Band {
  const plot = CHART.width - CHART.axis - CHART.end;
  const width = plot / Math.max(1, count);
  const fromStart = index * width;
  const x =
    direction === 'rtl' ? CHART.width - CHART.axis - fromStart - width : CHART.axis + fromStart;
  return { x, width, center: x + width / 2 };
}

/** The bars of one band: `series` side by side, in reading order, with a gap around them. */
export function barsOf(outer: Band, series: number, direction: Direction): Band[] {
  const gap = outer.width * 0.15;
  const width = (outer.width - 2 * gap) / Math.max(1, series);
  return Array.from({ length: series }, (_, index) => {
    const fromStart = gap + index * width;
    const x = direction === 'rtl' ? outer.x + outer.width - fromStart - width : outer.x + fromStart;
    return { x, width, center: x + width / 2 };
  });
}

/** Every how many categories a label fits under the bars (the others stay in the table). */
export function labelEvery(count: number, labelWidth = 56): number {
  const plot = CHART.width - CHART.axis - CHART.end;
  return Math.max(1, Math.ceil((count * labelWidth) / plot));
}
