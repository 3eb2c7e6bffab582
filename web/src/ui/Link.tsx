import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css.js';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  variant?: keyof typeof link;
  className?: string;
}

/** A real `<a href>`; client-side navigation comes from the router bridge in app/. */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={className ? `${link[variant]} ${className}` : link[variant]} />
  );
}
