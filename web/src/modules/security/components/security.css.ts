import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { detailList } from '../../../ui/DetailList.css.js';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: vars.size.formMaxWidth,
});

export const alert = style({
  margin: 0,
  color: vars.color.dangerText,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.dangerText,
});

export const status = style({ margin: 0, selectors: { '&:empty': { display: 'none' } } });

export const secret = style({ wordBreak: 'break-all', fontWeight: vars.fontWeight.semibold });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.qrCode}), 1fr))`,
  gap: vars.space.sm,
  padding: 0,
  listStyle: 'none',
  inlineSize: '100%',
});

export const sessions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  inlineSize: '100%',
});

export const sessionItem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const device = style({ margin: 0, wordBreak: 'break-word' });

export const current = style({ color: vars.color.primary });

export const details = style([
  detailList,
  {
    color: vars.color.textMuted,
  },
]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
