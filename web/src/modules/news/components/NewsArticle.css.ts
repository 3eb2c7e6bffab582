import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginBlock: vars.space.lg,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
