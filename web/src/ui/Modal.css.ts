import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

// Inside the viewport-wide <dialog> (overlay/modalDialog.css), which dims the page.
export const overlay = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: '100%',
  padding: vars.space.lg,
  // Clicks here, beside the panel, are clicks outside: they go to the <dialog> itself.
  pointerEvents: 'none',
});

export const modal = style({
  inlineSize: '100%',
  maxInlineSize: vars.size.readableWidth,
  maxBlockSize: '100%',
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});
