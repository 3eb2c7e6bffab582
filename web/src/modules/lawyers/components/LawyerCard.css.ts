import { keyframes, style } from '@vanilla-extract/css';
import { media, vars } from '../../../theme/theme.css.js';

export { visuallyHidden as srOnly } from '../../../ui/VisuallyHidden.css.js';

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
  '@media': { [media.narrow]: { gap: vars.space.xs, padding: vars.space.sm } },
});

/** What a phone's compact card leaves to the lawyer's page. */
export const wideOnly = style({ '@media': { [media.narrow]: { display: 'none' } } });

export const identity = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const photo = style({
  flexShrink: 0,
  inlineSize: `calc(${vars.size.avatar} * 2)`,
  blockSize: `calc(${vars.size.avatar} * 2)`,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  '@media': {
    [media.narrow]: { inlineSize: vars.size.avatar, blockSize: vars.size.avatar },
  },
});

export const placeholder = style({
  color: vars.color.borderStrong,
  backgroundColor: vars.color.surfaceMuted,
});

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 });

const pill = {
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
} as const;

export const specialization = style({
  ...pill,
  color: vars.color.accentText,
  backgroundColor: vars.color.accentSurface,
});

export const verified = style({
  ...pill,
  color: vars.color.fileSheetText,
  backgroundColor: vars.color.fileSheetSurface,
});

export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const stars = style({ display: 'inline-flex', gap: vars.space.xxs });
export const starFilled = style({ color: vars.color.primary });
export const starEmpty = style({ color: vars.color.border });
export const reviewCount = style({ color: vars.color.textMuted });

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

/** The bio shows at most three lines (spec §9). */
export const bio = style({ margin: 0, lineHeight: vars.lineHeight.normal, ...clamp(3) });

/** The experience shows at most two lines (spec §9). */
export const experience = style(clamp(2));

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const areas = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const area = style({
  ...pill,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const detail = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const detailTerm = style({ fontWeight: vars.fontWeight.semibold });
export const detailValue = style({ margin: 0, color: vars.color.textMuted, minInlineSize: 0 });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, margin: 0 });

export const link = style({
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  ':focus-visible': {
    outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
    outlineOffset: vars.size.focusRingOffset,
  },
});

export const actions = style({
  marginBlockStart: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The directory's loading spinner (still, with reduced motion). */
export const spinner = style({
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  border: `calc(${vars.size.borderWidth} * 4) solid ${vars.color.border}`,
  borderBlockStartColor: vars.color.primary,
  borderRadius: vars.radius.full,
  animation: `${spin} 800ms linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** The photo field of the profile page: a fieldset without the browser's frame. */
export const photoField = style({
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});
