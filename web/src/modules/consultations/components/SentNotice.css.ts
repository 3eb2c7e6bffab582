import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.accentSurface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const text = style({ margin: 0 });
export const url = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
