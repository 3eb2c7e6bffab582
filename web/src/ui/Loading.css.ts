import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const loading = style({
  color: vars.color.textMuted,
  paddingBlock: vars.space.lg,
});
