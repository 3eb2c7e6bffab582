import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/theme.css.js';
import { popover } from '../../../ui/Select.css.js';
import { visuallyHiddenRules } from '../../../ui/VisuallyHidden.css.js';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

// On a phone the avatar alone stands for the person (the header is one row): the name and role
// are read but not seen (VisuallyHidden's technique); they show where there is room, and always
// head the menu.
export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  maxInlineSize: vars.size.headerNameMaxWidth,
  minInlineSize: 0,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.narrow]: visuallyHiddenRules },
});

export const name = style({ fontWeight: vars.fontWeight.semibold, maxInlineSize: '100%' });

export const role = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const chevron = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

// The list without the script: the browser's own popover under the header, at its end.
export const fallback = style([
  popover,
  {
    position: 'fixed',
    inset: 'auto',
    insetBlockStart: vars.size.headerHeight,
    insetInlineEnd: vars.space.sm,
    margin: 0,
    padding: vars.space.xs,
    minInlineSize: vars.size.menuWidth,
  },
]);

export const menuPopover = style([popover, { minInlineSize: vars.size.menuWidth }]);

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  marginBlockEnd: vars.space.xs,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'block',
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &:focus-visible, &[data-focused]': {
      backgroundColor: vars.color.accentSurface,
      color: vars.color.accentText,
    },
  },
});
