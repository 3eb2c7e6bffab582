import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidth} solid transparent`,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ease-out`,
  selectors: {
    '&[data-disabled], &:disabled': { cursor: 'not-allowed', opacity: 0.7 },
  },
});

export const button = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: {
        '&[data-hovered], &:not([data-rac]):not(:disabled):hover': {
          backgroundColor: vars.color.primaryHover,
        },
        '&[data-pressed], &:not([data-rac]):not(:disabled):active': {
          backgroundColor: vars.color.primaryPressed,
        },
      },
    },
  ],
  secondary: [
    base,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.borderStrong,
      selectors: {
        '&[data-hovered], &:not([data-rac]):not(:disabled):hover': {
          backgroundColor: vars.color.surfaceMuted,
        },
        '&[data-pressed], &:not([data-rac]):not(:disabled):active': {
          backgroundColor: vars.color.accentSurface,
        },
      },
    },
  ],
  quiet: [
    base,
    {
      backgroundColor: 'transparent',
      color: 'inherit',
      selectors: {
        '&[data-hovered], &:not([data-rac]):not(:disabled):hover': {
          backgroundColor: vars.color.surfaceMuted,
        },
        '&[data-pressed], &:not([data-rac]):not(:disabled):active': {
          backgroundColor: vars.color.accentSurface,
        },
      },
    },
  ],
});
