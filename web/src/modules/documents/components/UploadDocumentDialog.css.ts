import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fileField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const fileLabel = style({ fontWeight: vars.fontWeight.medium });

export const fileInput = style({
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  font: 'inherit',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const file = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const fileTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});

export const fileName = style({ fontWeight: vars.fontWeight.medium });

export const status = styleVariants({
  waiting: { color: vars.color.textMuted },
  uploading: { color: vars.color.accentText },
  done: { color: vars.color.fileSheetText, fontWeight: vars.fontWeight.semibold },
  error: { color: vars.color.dangerText, fontWeight: vars.fontWeight.semibold },
});

export const track = style({
  blockSize: vars.space.sm,
  backgroundColor: vars.color.progressTrack,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  backgroundColor: vars.color.primary,
  borderRadius: vars.radius.full,
  transition: `inline-size ${vars.motion.fast} linear`,
});

export const alert = style({ color: vars.color.dangerText });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
