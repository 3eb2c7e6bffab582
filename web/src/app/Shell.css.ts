import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css.js';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: vars.size.viewportBlock,
});

export const frameUnseen = style([frame, { visibility: 'hidden' }]);

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});

export const body = style({
  display: 'flex',
  flexGrow: 1,
  // The navigation a narrow screen's menu link shows without the script goes above the page.
  '@media': { [media.narrow]: { flexWrap: 'wrap' } },
});

export const sidebar = style({
  display: 'none',
  flexShrink: 0,
  inlineSize: vars.size.sidebarWidth,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
  '@media': {
    [media.wide]: { display: 'block' },
    // The menu link's target (Header): before the script, or without it, the link shows the
    // navigation; the script opens the drawer instead.
    [media.narrow]: {
      selectors: { '&:target': { display: 'block', inlineSize: '100%', borderInlineEnd: 'none' } },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minInlineSize: 0,
});

export const main = style({
  flexGrow: 1,
  // At least a screen tall: the footer starts below the first screen, so a page whose content
  // arrives later (a list, a lazy page) never moves it in view.
  minBlockSize: vars.size.viewportBlock,
  inlineSize: '100%',
  maxInlineSize: vars.size.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.md,
  '@media': { [media.wide]: { padding: vars.space.xl } },
  outline: 'none',
});

export const footer = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [media.wide]: { paddingInline: vars.space.xl } },
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});
