import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

// The log table and its filters, shared with the audit trail.
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

export const dateInput = style({
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`,
      outlineOffset: 0,
    },
  },
});

// Addresses, agents and details are left-to-right data, in an Arabic page too.
export const data = style({
  unicodeBidi: 'plaintext',
  overflowWrap: 'anywhere',
});

export const outcome = style({
  display: 'inline-flex',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
  backgroundColor: vars.color.accentSurface,
  color: vars.color.accentText,
});

export const outcomeProblem = style({
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.dangerText,
});
