import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';
import { button } from './Button.css.js';

const inline = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
  },
});

export const link = styleVariants({
  inline: [inline],
  // For links that bring their own look (navigation lists, the brand).
  plain: [{}],
  // Links that look like buttons, for navigation calls to action.
  primary: [button.primary, { textDecoration: 'none' }],
  secondary: [button.secondary, { textDecoration: 'none' }],
});
