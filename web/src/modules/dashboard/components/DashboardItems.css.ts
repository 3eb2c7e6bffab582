import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const person = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const title = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
