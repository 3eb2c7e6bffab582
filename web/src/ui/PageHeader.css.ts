import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xl,
});

export const title = style({
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxInlineSize: vars.size.readableWidth,
});
