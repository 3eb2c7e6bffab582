import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const facts = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

export const value = style({ margin: 0 });

export const zone = style({ color: vars.color.textMuted });

export const answer = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});

export const going = style([answer, { color: vars.color.accentText }]);

export const cancelled = style([answer, { color: vars.color.dangerText }]);
