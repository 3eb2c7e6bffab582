import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

// The staff's log tables (security log, audit trail) and the filter form above them.

export const filters = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.fieldMin}), 1fr))`,
  gap: vars.space.lg,
  alignItems: 'end',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

// The table scrolls sideways on narrow screens rather than squeezing its columns.
export const scroller = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: vars.space.md,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
});

export const headerCell = style({
  padding: vars.space.sm,
  textAlign: 'start',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const empty = style({
  padding: vars.space.xl,
  margin: 0,
});

export const error = style({
  color: vars.color.dangerText,
  margin: 0,
});
