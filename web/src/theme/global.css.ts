import { globalStyle } from '@vanilla-extract/css';
import { media, vars } from './theme.css.js';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  fontSize: '100%',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.page,
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', { margin: 0, minBlockSize: '100vh' });

globalStyle('h1, h2, h3, p', { marginBlock: 0 });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusRingOffset,
});

// Movement is decoration here: people who ask for less motion get none.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
