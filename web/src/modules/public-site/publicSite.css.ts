import { style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.js';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionHeading = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const cardHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const lead = style({ color: vars.color.textMuted, maxInlineSize: vars.size.readableWidth });

export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: vars.size.readableWidth,
  lineHeight: vars.lineHeight.normal,
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const heroLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const heroTitle = style({
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.onPrimary,
});

export const heroTagline = style({
  fontSize: vars.fontSize.xl,
  maxInlineSize: vars.size.readableWidth,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

// A light link-button on the dark hero.
// The hero's main call to action: white on the blue hero, bold, so that it reads first.
export const heroPrimary = style({
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  borderColor: vars.color.surface,
});

export const heroSecondary = style({
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.statCardMin}), 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const wideGrid = style([
  grid,
  {
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.dashboardListMin}), 1fr))`,
  },
]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const statValue = style({
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  lineHeight: vars.lineHeight.tight,
});

export const statLabel = style({ color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const partner = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  borderInlineStart: `${vars.size.focusRingWidth} solid ${vars.color.accentSurface}`,
});

export const timelineItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.xl,
});

export const timelineWhen = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
});

export const quote = style({
  margin: 0,
  padding: vars.space.xl,
  borderInlineStart: `${vars.space.xs} solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accentText,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: vars.size.readableWidth,
});

export const formRow = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const alert = style({ color: vars.color.dangerText });

export const confirmation = style([card, { gap: vars.space.md, outline: 'none' }]);

export const footer = style({
  display: 'grid',
  gap: vars.space.xl,
  // Never wider than the screen (a 320 px phone), and a long e-mail address breaks rather than
  // pushing the page sideways (it overflowed every desktop page by 31 px).
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${vars.size.statCardMin}, 100%), 1fr))`,
  overflowWrap: 'anywhere',
});

export const footerHeading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  marginBlockEnd: vars.space.sm,
});

export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
