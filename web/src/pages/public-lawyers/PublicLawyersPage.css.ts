import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
});

export const search = style({ flex: `1 1 ${vars.size.fieldMin}` });
export const filter = style({ flex: `0 1 ${vars.size.fieldMin}` });

export const memberLink = style({ marginBlock: `0 ${vars.space.lg}` });
