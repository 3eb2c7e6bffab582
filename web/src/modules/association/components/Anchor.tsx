import type { AnchorHTMLAttributes } from 'react';
import { link } from '../../../ui/Link.css.js';

/**
 * A plain `<a>` in the look of the app's links, for addresses the router must not touch
 * (`mailto:`, `tel:`, other sites): react-aria's Link would pass them through the router's useHref.
 */
export function Anchor({
  variant = 'inline',
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: keyof typeof link }) {
  return <a {...props} className={className ? `${link[variant]} ${className}` : link[variant]} />;
}
