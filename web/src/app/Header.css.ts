import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css.js';

// One row on every screen (issue 31: four rows took a quarter of a phone): the brand gives way,
// the search is an icon on a phone, and the member's links are in the account menu.
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  blockSize: vars.size.headerHeight,
  paddingInline: vars.space.xs,
  '@media': { [media.wide]: { gap: vars.space.md, paddingInline: vars.space.lg } },
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touchTarget,
  paddingInline: 0,
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
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.wide]: { display: 'block' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  flexShrink: 0,
  gap: vars.space.xs,
  marginInlineStart: 'auto',
  '@media': { [media.wide]: { gap: vars.space.sm } },
});
