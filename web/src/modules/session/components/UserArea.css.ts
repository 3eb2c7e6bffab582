import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/theme.css.js';

export const userArea = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

// On narrow screens the avatar alone stands for the person; the name returns when there is room.
export const identity = style({
  display: 'none',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.wide]: { display: 'flex' } },
});

export const name = style({ fontWeight: vars.fontWeight.semibold });

export const role = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const securityLink = style({ fontSize: vars.fontSize.sm });
