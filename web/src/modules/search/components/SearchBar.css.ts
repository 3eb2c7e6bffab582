import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xl,
});

export const field = style({
  flexGrow: 1,
  minInlineSize: vars.size.fieldMin,
});
