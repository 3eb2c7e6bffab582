import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const list = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const meta = style({ margin: 0, color: vars.color.textMuted });
