import { style } from '@vanilla-extract/css';

// Focus lands here from script after a navigation. The global :focus-visible ring still shows
// when the navigation came from the keyboard; a pointer user sees no ring on a heading they
// cannot act on, whatever the browser's own :focus style.
export const heading = style({
  selectors: {
    '&:focus:not(:focus-visible)': { outline: 'none' },
  },
});
