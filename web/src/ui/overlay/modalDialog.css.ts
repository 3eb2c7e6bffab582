import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

/**
 * A modal <dialog> spanning the viewport as the dimmed page; its child is the panel. The
 * browser's own dialog box (border, padding, maximum size, colours) is undone.
 */
export const modalDialog = style({
  position: 'fixed',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  maxInlineSize: 'none',
  maxBlockSize: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  color: 'inherit',
  backgroundColor: vars.color.overlay,
  outline: 'none',
  overflow: 'hidden',
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': { backgroundColor: 'transparent' },
  },
});

// No background scroll while a modal dialog is open.
globalStyle(`html:has(${modalDialog}:modal)`, { overflow: 'hidden' });
