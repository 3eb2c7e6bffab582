import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  display: 'grid',
  gap: vars.space.xxs,
  maxInlineSize: vars.size.formMaxWidth,
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.accentSurface,
      color: vars.color.accentText,
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    },
  },
});
