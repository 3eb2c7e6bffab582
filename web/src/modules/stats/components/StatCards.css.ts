import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/theme.css.js';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const heading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({
  display: 'grid',
  // Two tiles a row on a phone (they stacked one a row, issue 31), more where there is room.
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.statTileMin}), 1fr))`,
  gap: vars.space.md,
  '@media': {
    [media.wide]: {
      gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.statCardMin}), 1fr))`,
      gap: vars.space.lg,
    },
  },
  margin: 0,
});

export const card = style({
  display: 'flex',
  // The number reads first on screen; in the markup the term (the title) comes first.
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.md,
  '@media': { [media.wide]: { padding: vars.space.xl } },
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const pending = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const error = style({ color: vars.color.dangerText });
