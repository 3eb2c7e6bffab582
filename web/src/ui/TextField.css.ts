import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';
import { controlBox, fieldLabel } from './field.css.js';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = fieldLabel;

export const input = style([
  controlBox,
  {
    paddingBlock: vars.space.sm,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      // React Aria's field marks focus; ui/NativeTextField's input is plain.
      '&[data-focused], &:not([data-rac]):focus-visible': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: 0,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  },
]);

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
});
