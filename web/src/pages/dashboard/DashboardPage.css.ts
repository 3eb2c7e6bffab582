import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.js';

export const lists = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.dashboardListMin}), 1fr))`,
  gap: vars.space.lg,
});

export const phoneSearch = style({ '@media': { [media.wide]: { display: 'none' } } });
