import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const filter = style({ minInlineSize: vars.size.fieldMin });

export const search = style({ flexGrow: 1, minInlineSize: vars.size.fieldMin });
