import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const expires = style({
  marginBlock: `0 ${vars.space.lg}`,
  color: vars.color.textMuted,
});
