import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/theme.css.js';
import { scroller } from '../../../ui/DataTable.css.js';

// The insight page: each chart beside its data table, the period picker above them.
export { caption, cell, headerCell, table } from '../../../ui/DataTable.css.js';

export const charts = style({
  display: 'grid',
  gap: vars.space.xxl,
});

export const figure = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// The chart and its table side by side where there is room (the chart the wider), one above
// the other on a phone.
export const pair = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

// A long table (a year of weeks) scrolls within its region rather than pushing the next chart
// a page down.
export const tableScroller = style([
  scroller,
  { maxBlockSize: vars.size.chartTableMaxBlock, overflowY: 'auto' },
]);

// The drawing's coordinates are physical (chart-scale.ts mirrors them for right-to-left), so
// its text is laid out left to right whatever the page's direction.
export const svg = style({
  inlineSize: '100%',
  blockSize: 'auto',
  direction: 'ltr',
  overflow: 'visible',
});

// One colour per series: the bars' fill and the legend's swatch.
const TONES = {
  primary: vars.color.chartPrimary,
  positive: vars.color.chartPositive,
  negative: vars.color.chartNegative,
  neutral: vars.color.chartNeutral,
};

export const tone = styleVariants(TONES, (color) => ({ fill: color }));

export const swatch = style({
  display: 'inline-block',
  inlineSize: vars.space.md,
  blockSize: vars.space.md,
  borderRadius: vars.radius.sm,
});

export const swatchTone = styleVariants(TONES, (color) => ({ backgroundColor: color }));

export const grid = style({
  stroke: vars.color.chartGrid,
  strokeWidth: 1,
});

export const baseline = style({
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
});

export const marker = style({
  stroke: vars.color.text,
  strokeWidth: 2,
  strokeDasharray: '4 2',
});

export const axisText = style({
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const legendMarker = style({
  display: 'inline-block',
  inlineSize: vars.space.lg,
  borderBlockStart: `${vars.size.focusRingWidth} dashed ${vars.color.text}`,
});

export const number = style({
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.md,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const summaryFigures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.statTileMin}), 1fr))`,
  gap: vars.space.md,
  margin: 0,
});

export const summaryTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summaryValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const error = style({
  color: vars.color.dangerText,
});
