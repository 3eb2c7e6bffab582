import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  marginBlock: vars.space.lg,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  maxInlineSize: vars.size.readableWidth,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
