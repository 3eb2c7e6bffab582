import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css.js';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const back = style({ margin: 0 });

export const meta = style({ margin: 0, color: vars.color.textMuted });

export const answers = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
});

export const description = style({
  maxInlineSize: vars.size.readableWidth,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
