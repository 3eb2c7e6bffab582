import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
