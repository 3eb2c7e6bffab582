import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});
