import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  overflowY: 'auto',
  maxBlockSize: vars.size.messageArea,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.accentSurface,
      borderColor: vars.color.primary,
    },
  },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  flex: 1,
});

export const topLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const unreadName = style({
  fontWeight: vars.fontWeight.bold,
});

export const time = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const previewLine = style({
  display: 'flex',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const preview = style({ flex: '1 1 auto' });

export const dot = style({
  flexShrink: 0,
  inlineSize: vars.size.unreadDot,
  blockSize: vars.size.unreadDot,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const notice = style({
  color: vars.color.textMuted,
  margin: 0,
});
