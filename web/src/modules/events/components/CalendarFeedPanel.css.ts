import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockStart: vars.space.xxl,
  padding: vars.space.xl,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
