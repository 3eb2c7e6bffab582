import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockStart: vars.space.xxl,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const table = style({
  borderCollapse: 'collapse',
  textAlign: 'start',
});

export const checkbox = style({ display: 'inline-flex', cursor: 'pointer' });

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '[data-focus-visible] &': {
      outline: `${vars.size.borderWidth} solid ${vars.color.focusRing}`,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});
