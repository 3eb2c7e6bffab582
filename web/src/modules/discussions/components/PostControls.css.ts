import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const edited = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const deleted = style({ margin: 0, color: vars.color.textMuted, fontStyle: 'italic' });

export const problem = style({ margin: 0, color: vars.color.dangerText });

export const history = style({ fontSize: vars.fontSize.sm });

export const revisions = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const revision = style({
  paddingBlock: vars.space.sm,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const flagHeading = style({ margin: 0, fontSize: vars.fontSize.md });
