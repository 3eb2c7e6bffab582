import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  blockSize: '100%',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const identity = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const avatar = style({ flexShrink: 0 });

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const specialization = style({
  margin: 0,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});

export const username = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

/** The bio shows at most two lines (spec §2, UserText's `lines`), ending with an ellipsis. */
export const bio = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
});

export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});
