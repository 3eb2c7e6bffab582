import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

/**
 * A `<dl>` of terms beside their values. The terms' column is at most 40 % of the width and
 * wraps: a term as long as Somali's "Markii ugu dambeysay la isticmaalay" in a max-content
 * column pushed the values past a phone's edge. Values break anywhere (addresses, IPs).
 */
export const detailList = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
  columnGap: vars.space.md,
  maxInlineSize: '100%',
  margin: 0,
  overflowWrap: 'anywhere',
});
