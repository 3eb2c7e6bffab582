import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const bigAvatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: `calc(${vars.size.avatar} * 2)`,
  blockSize: `calc(${vars.size.avatar} * 2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
