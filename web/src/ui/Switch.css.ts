import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
});

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  inlineSize: vars.space.xxxl,
  blockSize: vars.space.xl,
  padding: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      justifyContent: 'flex-end',
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const thumb = style({
  display: 'block',
  inlineSize: vars.space.lg,
  blockSize: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
});
