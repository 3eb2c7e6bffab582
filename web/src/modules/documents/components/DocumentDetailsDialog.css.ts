import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';
import { detailList } from '../../../ui/DetailList.css.js';

export const facts = style([
  detailList,
  {
    columnGap: vars.space.lg,
    rowGap: vars.space.sm,
  },
]);

export const term = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const description = style({ whiteSpace: 'pre-line' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.dangerText,
  borderRadius: vars.radius.md,
});

export const alert = style({ color: vars.color.dangerText });

export const factRow = style({ display: 'contents' });

export const danger = style({
  selectors: {
    // Over the secondary button's colours (an attribute adds specificity).
    '&[data-rac]': { color: vars.color.dangerText, borderColor: vars.color.danger },
  },
});
