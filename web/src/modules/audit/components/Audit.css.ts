import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

// The log table and its filters, shared with the security log.
export {
  actions,
  caption,
  cell,
  empty,
  error,
  filters,
  headerCell,
  legend,
  muted,
  scroller,
  table,
} from '../../../ui/DataTable.css.js';

export const reason = style({
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const changes = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  marginBlockStart: vars.space.xs,
});

export const changeRow = style({
  display: 'contents',
});

// Before → after reads the other way in a right-to-left page.
export const arrow = style({
  display: 'inline-block',
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const changeField = style({
  fontWeight: vars.fontWeight.semibold,
});

export const changeValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});
