import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

// The card and its title look like a news card's.
export { card, title } from '../../../ui/Card.css.js';

export const titleLink = style({ color: vars.color.primary });

export const more = style({ margin: 0 });
