import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const badge = styleVariants({
  SCANNING: [base, { color: vars.color.accentText, backgroundColor: vars.color.accentSurface }],
  QUARANTINED: [base, { color: vars.color.dangerText, backgroundColor: vars.color.dangerSurface }],
});
