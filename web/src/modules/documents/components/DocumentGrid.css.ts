import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.fieldMin}), 1fr))`,
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const error = style({ color: vars.color.dangerText });
