import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css.js';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.size.headerHeight,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const menuButton = style({
  paddingInline: vars.space.sm,
  '@media': { [media.wide]: { display: 'none' } },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  color: vars.color.primary,
  textDecoration: 'none',
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.sm,
});

export const brandTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
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
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});
