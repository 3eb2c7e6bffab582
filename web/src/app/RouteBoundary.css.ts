import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const failure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const explanation = style({
  color: vars.color.textMuted,
  maxInlineSize: vars.size.readableWidth,
});
