import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/theme.css.js';

export { actions, form } from '../../../ui/FormLayout.css.js';
/** Clipped out of sight, out of the tab order and hidden from assistive technology. */
export { visuallyHidden as honeypot } from '../../../ui/VisuallyHidden.css.js';

export const error = style({ color: vars.color.dangerText, fontSize: vars.fontSize.sm });
