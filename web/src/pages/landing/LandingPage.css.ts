import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const tagline = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.textMuted,
  maxInlineSize: vars.size.readableWidth,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
