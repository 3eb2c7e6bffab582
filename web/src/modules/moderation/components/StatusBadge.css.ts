import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  border: `${vars.size.borderWidth} solid currentColor`,
});

export const status = styleVariants({
  pending: [base, { backgroundColor: vars.color.surfaceMuted, color: vars.color.text }],
  approved: [
    base,
    { backgroundColor: vars.color.fileSheetSurface, color: vars.color.fileSheetText },
  ],
  rejected: [base, { backgroundColor: vars.color.dangerSurface, color: vars.color.dangerText }],
});
