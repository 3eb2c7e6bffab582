import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  marginBlockEnd: vars.space.xl,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  flex: `1 1 ${vars.size.fieldMin}`,
  minInlineSize: 0,
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
