import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';
import { button } from './Button.css.js';

const focusRing = {
  '&[data-focus-visible]': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
} as const;

const inline = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  selectors: {
    ...focusRing,
    '&[data-hovered]': { color: vars.color.primaryHover },
  },
});

// A link that looks like a button, for navigation calls to action.
export const link = styleVariants({
  inline: [inline],
  // For links that bring their own look (navigation lists): only the focus ring.
  plain: [{ selectors: focusRing }],
  primary: [button.primary, { textDecoration: 'none' }],
  secondary: [button.secondary, { textDecoration: 'none' }],
});
