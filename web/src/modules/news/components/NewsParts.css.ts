import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { button } from '../../../ui/Button.css.js';

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const author = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const announcementBadge = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const excerpt = style({
  margin: 0,
  maxInlineSize: vars.size.readableWidth,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: vars.size.readableWidth,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const paragraph = style({ margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const bookmark = style([
  button.secondary,
  {
    selectors: {
      '&[data-selected]': {
        backgroundColor: vars.color.accentSurface,
        borderColor: vars.color.primary,
      },
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.size.focusRingOffset,
      },
    },
  },
]);
