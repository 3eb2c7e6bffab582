import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

const pill = {
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
} as const;

export const status = styleVariants({
  PENDING: {
    ...pill,
    color: vars.color.fileOtherText,
    backgroundColor: vars.color.fileOtherSurface,
  },
  APPROVED: {
    ...pill,
    color: vars.color.fileSheetText,
    backgroundColor: vars.color.fileSheetSurface,
  },
  REJECTED: { ...pill, color: vars.color.dangerText, backgroundColor: vars.color.dangerSurface },
  EXPIRED: {
    ...pill,
    color: vars.color.fileOtherText,
    backgroundColor: vars.color.fileOtherSurface,
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxInlineSize: vars.size.readableWidth,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.semibold });
export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: vars.size.readableWidth,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
