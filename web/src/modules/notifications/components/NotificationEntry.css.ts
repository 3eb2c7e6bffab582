import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

// Unread: a shape, a word and a heavier weight, with a tinted background as the extra cue.
export const unread = style({
  backgroundColor: vars.color.accentSurface,
  fontWeight: vars.fontWeight.semibold,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.accentSurface },
  },
});

export const unreadMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const dot = style({
  display: 'inline-block',
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});

export const message = style({
  overflowWrap: 'anywhere',
});

export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});
