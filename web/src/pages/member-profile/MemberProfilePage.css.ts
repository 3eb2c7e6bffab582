import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  marginBlockEnd: vars.space.lg,
});

export const avatar = style({ flexShrink: 0 });

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const specialization = style({
  margin: 0,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${vars.size.fieldMin}), 1fr))`,
  alignItems: 'start',
});

/** The bio in full, its paragraphs as the member wrote them. */
export const bio = style({
  margin: 0,
  whiteSpace: 'pre-line',
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const factLabel = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xl,
});
