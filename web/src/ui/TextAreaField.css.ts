import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const textArea = style({
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
});
