import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
