import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const icon = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  flexShrink: 0,
});
