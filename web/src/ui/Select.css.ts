import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';
import { controlBox, fieldLabel } from './field.css.js';

export const select = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = fieldLabel;

export const trigger = style([
  controlBox,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingBlock: vars.space.xs,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    },
  },
]);

export const chevron = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
});

export const listBox = style({
  padding: vars.space.xs,
  outline: 'none',
});

export const option = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.accentSurface, color: vars.color.accentText },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});
