import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const formBase = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const form = styleVariants({
  page: [formBase, { marginBlockEnd: vars.space.xl }],
  header: [formBase, { flexWrap: 'nowrap' }],
});

export const field = styleVariants({
  page: { flexGrow: 1, minInlineSize: vars.size.fieldMin },
  header: { flexGrow: 1, minInlineSize: 0 },
});
