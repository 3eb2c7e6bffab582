import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.dashboardListMin}), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', flexDirection: 'column' });

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxl,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
export const emptyHint = style({ margin: 0, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  color: vars.color.dangerText,
});

export const more = style({ display: 'flex', justifyContent: 'center' });
