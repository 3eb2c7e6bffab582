import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const panel = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const events = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.fieldMin}), 1fr))`,
  gap: vars.space.sm,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const data = style({ overflowWrap: 'anywhere' });

export const secret = style({
  padding: vars.space.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const error = style({ color: vars.color.danger, margin: 0 });

export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  padding: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});
