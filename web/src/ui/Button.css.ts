import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css.js';

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
  // A long label wraps on a phone rather than pushing the page sideways (French's "Activer la
  // connexion en deux étapes" did by 9 px at 390 px).
  maxInlineSize: '100%',
  '@media': { [media.narrow]: { whiteSpace: 'normal', textAlign: 'center' } },
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
