import { style, styleVariants } from '@vanilla-extract/css';

/**
 * Isolated from the text around it and aligned to its own start: with `dir="auto"`, a Latin
 * name in an Arabic page starts at the left, so an ellipsis cuts it at its logical end (the
 * right), never at its start.
 */
export const userText = style({ unicodeBidi: 'isolate', textAlign: 'start' });

const clampTo = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    lineClamp: lines,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

/** One line ending in an ellipsis, or a number of lines ending in one. */
export const clamp = styleVariants({
  1: {
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minInlineSize: 0,
  },
  2: clampTo(2),
  3: clampTo(3),
});

/** Numbers, addresses and codes keep their left-to-right order, whole. */
export const ltrText = style({ unicodeBidi: 'isolate', overflowWrap: 'anywhere' });
