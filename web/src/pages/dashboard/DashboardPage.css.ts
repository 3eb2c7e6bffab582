import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const lists = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.dashboardListMin}, 1fr))`,
  gap: vars.space.lg,
});
