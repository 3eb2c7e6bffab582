import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { detailList } from '../../../ui/DetailList.css.js';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  inlineSize: '100%',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  wordBreak: 'break-word',
});

export const hint = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

const statusBase = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const status = styleVariants({
  ACTIVE: [statusBase, { color: vars.color.primary }],
  EXPIRED: [statusBase, { color: vars.color.textMuted }],
  REVOKED: [statusBase, { color: vars.color.dangerText }],
});

export const details = style([
  detailList,
  {
    color: vars.color.textMuted,
  },
]);

export const secret = style({
  display: 'block',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  wordBreak: 'break-all',
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
