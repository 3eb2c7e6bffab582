import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const sectionTitle = style({
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.textMuted,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  borderInlineStart: `${vars.space.xs} solid transparent`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-current]': {
      backgroundColor: vars.color.accentSurface,
      color: vars.color.accentText,
      fontWeight: vars.fontWeight.semibold,
      borderInlineStartColor: vars.color.primary,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});
