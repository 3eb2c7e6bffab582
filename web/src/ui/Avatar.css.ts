import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.avatar,
  blockSize: vars.size.avatar,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
