import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const titleLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const excerpt = style({
  margin: 0,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
});

export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

export const area = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
});

export const when = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
