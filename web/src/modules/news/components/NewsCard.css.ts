import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export { card, title } from '../../../ui/Card.css.js';

export const readMore = style({ textDecoration: 'none' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
