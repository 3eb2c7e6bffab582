import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css.js';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.size.headerHeight,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  '@media': { [media.wide]: { paddingInline: vars.space.lg } },
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const menuButton = style({
  paddingInline: vars.space.sm,
  '@media': { [media.wide]: { display: 'none' } },
});

// The brand gives way first on narrow screens: it shrinks and ends in an ellipsis.
export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minInlineSize: 0,
  color: vars.color.primary,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.sm,
});

export const brandTitle = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.wide]: { fontSize: vars.fontSize.lg } },
});

export const brandSubtitle = style({
  display: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.wide]: { display: 'block' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

// Narrow screens give the search its own row under the brand; wide ones keep one row.
export const search = style({
  order: 1,
  flex: '1 1 100%',
  '@media': {
    [media.wide]: { order: 0, flex: '0 1 auto', inlineSize: vars.size.headerSearchWidth },
  },
});
