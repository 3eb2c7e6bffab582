import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const field = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const textArea = style({
  resize: 'none',
  overflowY: 'auto',
  minBlockSize: vars.size.touchTarget,
  maxBlockSize: vars.size.composerMaxHeight,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[data-focus-visible], &:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  margin: 0,
});
