import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const participant = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const names = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({ color: vars.color.textMuted });
