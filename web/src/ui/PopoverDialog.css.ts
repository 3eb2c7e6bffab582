import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const popover = style({
  inlineSize: vars.size.popoverWidth,
  maxInlineSize: vars.size.popoverMaxWidth,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
  // React Aria caps the height to the room in the viewport; longer content scrolls inside.
  overflowY: 'auto',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  outline: 'none',
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
