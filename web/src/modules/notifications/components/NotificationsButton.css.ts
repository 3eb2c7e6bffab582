import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const button = style({
  position: 'relative',
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
});
