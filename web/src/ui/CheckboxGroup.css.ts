import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';
import { fieldLabel } from './field.css.js';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const label = fieldLabel;

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  cursor: 'pointer',
});

export const box = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.space.lg,
  blockSize: vars.space.lg,
  marginBlockStart: vars.space.xxs,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const mark = style({
  inlineSize: '100%',
  blockSize: '100%',
  fill: 'none',
  stroke: vars.color.surface,
  strokeWidth: 3,
  visibility: 'hidden',
  selectors: { [`${checkbox}[data-selected] &`]: { visibility: 'visible' } },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
