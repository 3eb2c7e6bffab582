import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../theme/theme.css.js';

export const layout = style({
  // The phone's list → thread → back: the list while none is chosen, then the thread alone.
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: `minmax(0, ${vars.size.conversationListWidth}) minmax(0, 1fr)`,
    },
  },
});

export const card = style({
  backgroundColor: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  minInlineSize: 0,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const prompt = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: vars.size.messageArea,
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const notice = style({
  color: vars.color.textMuted,
  margin: 0,
});

export const listCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const threadCard = style({
  '@media': {
    [media.narrow]: {
      selectors: {
        [`${layout}:not([data-chosen]) &`]: { display: 'none' },
      },
    },
  },
});

globalStyle(`${layout}[data-chosen] > ${listCard}`, {
  '@media': { [media.narrow]: { display: 'none' } },
});

export const back = style({
  display: 'inline-block',
  marginBlockEnd: vars.space.md,
  '@media': { [media.wide]: { display: 'none' } },
});
