import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
});

export const search = style({
  flex: `1 1 ${vars.size.fieldMin}`,
  maxInlineSize: vars.size.readableWidth,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
