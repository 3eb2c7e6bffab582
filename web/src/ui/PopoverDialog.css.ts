import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const popover = style({
  // A popover is fixed in the top layer; its place (below its button) is set where it opens,
  // so the browser's centring is undone.
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  padding: 0,
  color: 'inherit',
  inlineSize: vars.size.popoverWidth,
  maxInlineSize: vars.size.popoverMaxWidth,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  // Capped to the room below the button; longer content scrolls inside.
  overflowY: 'auto',
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
