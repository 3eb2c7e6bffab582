import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accentText,
});
