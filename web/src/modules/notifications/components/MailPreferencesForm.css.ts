import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: vars.size.readableWidth,
});

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  margin: 0,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ fontWeight: vars.fontWeight.semibold, paddingInline: vars.space.xs });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
});

export const select = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: vars.size.formMaxWidth,
  minBlockSize: vars.size.touchTarget,
});

export const bounce = style({
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});

export const error = style({ color: vars.color.danger, margin: 0 });

export const status = style({ margin: 0 });
