import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

// Inside the viewport-wide <dialog> (overlay/modalDialog.css), which dims the page. Slides from
// the inline start, so from the right in right-to-left languages.
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
});

export const close = style({ alignSelf: 'flex-end' });
