import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.js';

// The header's search box needs a wide screen; a phone has the icon instead (one row).
export const searchBox = style({
  display: 'none',
  '@media': {
    [media.wide]: { display: 'block', flex: '0 1 auto', inlineSize: vars.size.headerSearchWidth },
  },
});

export const searchIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  paddingInline: 0,
  '@media': { [media.wide]: { display: 'none' } },
});
