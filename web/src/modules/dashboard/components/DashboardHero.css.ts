import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const greeting = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({ margin: 0, maxInlineSize: vars.size.readableWidth });

export const link = style({
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
});
