import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { button } from '../../../ui/Button.css.js';

export const post = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginBlock: vars.space.lg,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

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

export const area = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: vars.size.readableWidth,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

// What the gateway's Markdown renderer may produce (gateway shared/post-markdown.ts), spaced by the gap above.
globalStyle(`${content} :is(p, ul, ol, blockquote, pre)`, { margin: 0 });
globalStyle(`${content} :is(ul, ol)`, { paddingInlineStart: vars.space.lg });
globalStyle(`${content} blockquote`, {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
globalStyle(`${content} :is(code, pre)`, {
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
});
globalStyle(`${content} code`, { paddingInline: vars.space.xs });
globalStyle(`${content} pre`, { padding: vars.space.sm, overflowX: 'auto' });
// A mention names a member: it reads as their name, kept whole on one line, in either direction.
globalStyle(`${content} a.mention`, {
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  unicodeBidi: 'isolate',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const like = style([
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

export const replies = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const repliesHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const noReplies = style({ color: vars.color.textMuted });

export const replyList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const reply = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // A notice opened at this reply: the page shows which one it is about.
  selectors: {
    '&:target, &:focus': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const replyLikes = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
