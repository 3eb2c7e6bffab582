import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.js';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.xl,
  '@media': {
    // A phone: two filters a row, so that the first lawyers show without scrolling far.
    [media.narrow]: { gap: vars.space.sm },
  },
});

export const search = style({ flex: `1 1 ${vars.size.fieldMin}` });
export const filter = style({
  flex: `0 1 ${vars.size.fieldMin}`,
  '@media': { [media.narrow]: { flex: '1 1 40%', minInlineSize: 0 } },
});
export const checkbox = style({ alignSelf: 'center' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const memberLink = style({ marginBlock: `0 ${vars.space.lg}` });
