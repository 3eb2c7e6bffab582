import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const alert = style({
  margin: 0,
  color: vars.color.dangerText,
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const linkField = style({
  flex: `1 1 ${vars.size.fieldMin}`,
});

export const result = style({
  margin: 0,
});
