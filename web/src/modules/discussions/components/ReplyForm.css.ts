import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const alert = style({
  margin: 0,
  color: vars.color.dangerText,
  selectors: { '&:empty': { display: 'none' } },
});

export const send = style({ alignSelf: 'flex-end' });
