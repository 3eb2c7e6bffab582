import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const summary = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const markAll = style({
  marginInlineStart: 'auto',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const empty = style({
  color: vars.color.textMuted,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.dangerText,
});
