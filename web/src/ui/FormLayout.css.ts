// A form's column of fields and its row of buttons, the same in every feature's dialogs.
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});
