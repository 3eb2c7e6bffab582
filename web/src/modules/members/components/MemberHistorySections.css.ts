import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const sections = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.size.fieldMin} * 1.6)), 1fr))`,
  gap: vars.space.lg,
  marginBlockStart: vars.space.lg,
});

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
