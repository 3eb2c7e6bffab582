import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const editor = style({ display: 'grid', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const preview = style({
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
