import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const input = style({
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-focused]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});
