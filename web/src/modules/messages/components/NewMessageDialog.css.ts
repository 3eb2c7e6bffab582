import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxBlockSize: vars.size.messageArea,
  overflowY: 'auto',
});

export const detail = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
});
