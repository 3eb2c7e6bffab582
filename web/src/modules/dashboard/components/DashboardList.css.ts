import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const viewAll = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.medium,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  paddingBlock: vars.space.md,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.dangerText });
