import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

/**
 * Hidden from sight, still read by screen readers (the usual clip technique); as rules too, for a
 * style that hides only on some screens (a phone's one-row header).
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: vars.size.borderWidth,
  blockSize: vars.size.borderWidth,
  padding: 0,
  margin: `calc(-1 * ${vars.size.borderWidth})`,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);
