import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

// What every form control shares, so that a select and a text field line up in one form.

export const fieldLabel = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const controlBox = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
