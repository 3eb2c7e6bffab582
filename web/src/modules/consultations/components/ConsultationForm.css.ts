export { actions, form } from '../../../ui/FormLayout.css.js';
/** Clipped out of sight, out of the tab order and hidden from assistive technology. */
export { visuallyHidden as honeypot } from '../../../ui/VisuallyHidden.css.js';
