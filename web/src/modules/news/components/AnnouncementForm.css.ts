import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export { actions, form } from '../../../ui/FormLayout.css.js';

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.dangerText,
  selectors: { '&:empty': { display: 'none' } },
});
