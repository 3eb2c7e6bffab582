import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: vars.color.overlay,
});

// Slides from the inline start, so from the right in right-to-left languages.
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: vars.size.drawerWidth,
  maxInlineSize: vars.size.drawerMaxWidth,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
});

export const close = style({ alignSelf: 'flex-end' });
