import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/theme.css.js';
import { popover } from '../../../ui/Select.css.js';
import { visuallyHiddenRules } from '../../../ui/VisuallyHidden.css.js';

// A popover (the browser's own: it opens, closes on Escape or a tap beside it, without any
// script) in the top layer, under the sticky header at its end, where the trigger is; drawn as
// the select's list.
export const list = style([
  popover,
  {
    position: 'fixed',
    inset: 'auto',
    insetBlockStart: vars.size.headerHeight,
    insetInlineEnd: vars.space.lg,
    margin: 0,
    padding: vars.space.xs,
  },
]);

export const choice = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:focus-visible': {
      backgroundColor: vars.color.accentSurface,
      color: vars.color.accentText,
    },
    '&[aria-current]': { fontWeight: vars.fontWeight.semibold },
  },
});

// Hidden from sight on a phone (the globe stands for it), still read.
export const current = style({ '@media': { [media.narrow]: visuallyHiddenRules } });
