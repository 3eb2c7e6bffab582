import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockStart: vars.space.xxl,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.statCardMin}), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  blockSize: '100%',
  boxSizing: 'border-box',
  padding: vars.space.lg,
  backgroundColor: vars.color.accentSurface,
  borderRadius: vars.radius.lg,
});

export const tileTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accentText,
});

export const tileText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
