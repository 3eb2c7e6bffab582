import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.dangerText,
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});
