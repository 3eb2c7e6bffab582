import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/theme.css.js';

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const presence = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const onlineDot = style({
  inlineSize: vars.size.unreadDot,
  blockSize: vars.size.unreadDot,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.fileSheetText,
});

export const scroller = style({
  blockSize: vars.size.messageArea,
  // A phone shows the message box under the thread without scrolling (issue 31).
  '@media': { [media.narrow]: { blockSize: vars.size.phoneThreadBlock } },
  overflowY: 'auto',
  padding: vars.space.sm,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

const bubbleBase = {
  maxInlineSize: vars.size.bubbleMaxWidth,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: vars.space.xxs,
  overflowWrap: 'anywhere' as const,
};

// Logical alignment: mine at the inline end (right in LTR, left in RTL), others at the start.
export const mine = style({
  ...bubbleBase,
  alignSelf: 'flex-end',
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  borderEndEndRadius: vars.radius.sm,
});

export const theirs = style({
  ...bubbleBase,
  alignSelf: 'flex-start',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderEndStartRadius: vars.radius.sm,
});

export const subject = style({
  fontWeight: vars.fontWeight.semibold,
});

export const content = style({
  whiteSpace: 'pre-wrap',
  margin: 0,
});

export const meta = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
  display: 'flex',
  gap: vars.space.xs,
});

export const notice = style({
  color: vars.color.textMuted,
  margin: 0,
  padding: vars.space.md,
});

export const older = style({
  alignSelf: 'center',
  marginBlockEnd: vars.space.sm,
});
