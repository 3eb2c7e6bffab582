import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.js';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInline: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  '@media': {
    [media.wide]: {
      insetInlineStart: 'auto',
      inlineSize: '100%',
      maxInlineSize: vars.size.toastMaxWidth,
    },
  },
});

const toastBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  touchAction: 'pan-y',
  transition: `transform ${vars.motion.normal} ease-out`,
  selectors: {
    // Follow the finger without lag while it is dragging.
    '&[data-swiping]': { transition: 'none' },
  },
});

export const toast = styleVariants({
  default: [toastBase, { backgroundColor: vars.color.surface, color: vars.color.text }],
  destructive: [
    toastBase,
    {
      backgroundColor: vars.color.danger,
      borderColor: vars.color.danger,
      color: vars.color.onDanger,
    },
  ],
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexGrow: 1,
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.sm });

export const close = style({
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.xl,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid currentColor`,
      outlineOffset: 0,
    },
  },
});
