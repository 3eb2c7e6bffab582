import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const mark = style({
  color: 'inherit',
  backgroundColor: vars.color.accentSurface,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xxs,
});
