import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: vars.size.formMaxWidth,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.dangerText,
  border: `${vars.size.borderWidth} solid ${vars.color.danger}`,
  selectors: { '&:empty': { display: 'none' } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

/** A confirmation in place of the form (a link sent, a password set). */
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  maxInlineSize: vars.size.formMaxWidth,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'space-between',
  maxInlineSize: vars.size.formMaxWidth,
  marginBlockStart: vars.space.md,
});
